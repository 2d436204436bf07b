import { z } from 'zod';
import { ListId } from './members.js';

export const MemberInput = z.object({ listId: ListId, email: z.email().describe('Email') });
export type MemberInput = z.infer<typeof MemberInput>;
