export type { Actor, OperationContext } from './context';
export { dispatch, type InvokeResult, invoke, invokeSafely, parseRequest } from './dispatch';
export { handlers } from './registry';
