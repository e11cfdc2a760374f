export type { Actor, OperationContext } from './context';
export { type InvokeResult, invoke, invokeSafely, parseRequest } from './dispatch';
export { handlers } from './registry';
