import type { FlowNodeType } from './graph-types';

/** Sizes the layout reserves per node type (the node components render at these sizes). */
export const NODE_SIZE: Record<Exclude<FlowNodeType, 'iterate'>, { width: number; height: number }> = {
  trigger: { width: 260, height: 72 },
  action: { width: 260, height: 72 },
  utility: { width: 260, height: 72 },
  wait: { width: 260, height: 72 },
  approval: { width: 260, height: 72 },
  condition: { width: 260, height: 72 },
  add: { width: 36, height: 36 },
  bodyStart: { width: 180, height: 32 },
};

/** Room inside an iterate group around its body (the header sits in the top padding). */
export const GROUP_PADDING = { top: 64, left: 24, bottom: 24, right: 24 };
