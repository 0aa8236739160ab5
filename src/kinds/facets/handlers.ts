import type { CommandHandler } from '../facets/commands';

export const handlers: Record<string, CommandHandler> = {
};
