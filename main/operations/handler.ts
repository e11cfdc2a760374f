import type { OperationInput, OperationName, OperationOutput, Operations } from '../contract';
import type { OperationContext } from './context';

/** A handler implements one contract entry; the types come from the contract table. */
export type Handler<K extends OperationName> = (
  ctx: OperationContext,
  input: OperationInput<Operations[K]>,
) => OperationOutput<Operations[K]> | Promise<OperationOutput<Operations[K]>>;

export type Handlers<K extends OperationName> = { [P in K]: Handler<P> };
