// Wire shapes of the manage service (console-shell.md §7).
import { Type } from 'typebox';
import { Id } from './wireTypes';

export const Version = Type.Object({ version: Type.String() });

export const UserIds = Type.Array(Id(), { maxItems: 1000, description: 'User ids' });

export const UserSummaries = Type.Array(Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
}));
