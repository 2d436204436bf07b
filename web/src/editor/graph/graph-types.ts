import type { Edge, Node } from '@xyflow/react';
import type { ApprovalStep, ActionStep, Branch, ConditionStep, IterateStep, Slot, Trigger, UtilityStep, WaitStep } from '../../flow/types';

/** One node type per step type, plus the trigger, the "add step" slots and an iterate body's start. */
export type TriggerNode = Node<{ trigger: Trigger }, 'trigger'>;
export type ActionNode = Node<{ step: ActionStep }, 'action'>;
export type UtilityNode = Node<{ step: UtilityStep }, 'utility'>;
export type WaitNode = Node<{ step: WaitStep }, 'wait'>;
export type ConditionNode = Node<{ step: ConditionStep }, 'condition'>;
export type IterateNode = Node<{ step: IterateStep }, 'iterate'>;
export type ApprovalNode = Node<{ step: ApprovalStep }, 'approval'>;
export type AddNode = Node<{ slot: Slot }, 'add'>;
export type BodyStartNode = Node<{ parent: string }, 'bodyStart'>;

export type StepNode = ActionNode | UtilityNode | WaitNode | ConditionNode | IterateNode | ApprovalNode;
export type FlowNode = TriggerNode | StepNode | AddNode | BodyStartNode;
export type FlowNodeType = FlowNode['type'];

/** An edge may carry the slot a step is inserted at, and the condition branch it starts. */
export type FlowEdgeData = { insertAt?: Slot; branch?: Extract<Branch, 'consequent' | 'alternative'> };
export type FlowEdge = Edge<FlowEdgeData, 'flow'>;

export type FlowGraph = { nodes: FlowNode[]; edges: FlowEdge[] };
