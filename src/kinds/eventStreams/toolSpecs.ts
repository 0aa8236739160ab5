/** The event streams' own agent tools, loaded together by their tool facet (src/kinds/eventStreams/toolFacet.ts). */
import { deleteEventStreamTool } from './toolDeleteEventStream';
import { listFailedDeliveriesTool } from './toolListFailedDeliveries';
import { redeliverTool } from './toolRedeliver';
import { setEventStreamStatusTool } from './toolSetEventStreamStatus';

export const eventStreamTools = [listFailedDeliveriesTool, redeliverTool, setEventStreamStatusTool, deleteEventStreamTool];
