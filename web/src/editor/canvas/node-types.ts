import type { EdgeTypes, NodeTypes } from '@xyflow/react';
import { ActionNodeView } from './nodes/action-node';
import { AddNodeView } from './nodes/add-node';
import { BodyStartNodeView } from './nodes/body-start-node';
import { ConditionNodeView } from './nodes/condition-node';
import { IterateNodeView } from './nodes/iterate-node';
import { TriggerNodeView } from './nodes/trigger-node';
import { UtilityNodeView } from './nodes/utility-node';
import { WaitNodeView } from './nodes/wait-node';
import { ApprovalNodeView } from './nodes/approval-node';
import { FlowEdgeView } from './flow-edge';

/** Module constants: xyflow re-renders everything when these objects change identity. */
export const nodeTypes = {
  trigger: TriggerNodeView,
  action: ActionNodeView,
  utility: UtilityNodeView,
  wait: WaitNodeView,
  approval: ApprovalNodeView,
  condition: ConditionNodeView,
  iterate: IterateNodeView,
  add: AddNodeView,
  bodyStart: BodyStartNodeView,
} satisfies NodeTypes;

export const edgeTypes = { flow: FlowEdgeView } satisfies EdgeTypes;
