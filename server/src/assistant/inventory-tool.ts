import { tool } from 'ai';
import { z } from 'zod';
import type { StockLookup } from './assistant-engine';
import { colorNamedIn } from './stock-vocabulary';

/** The LLM's view of the store's stock: units in stock by model and colour, without prices (staff only). */
export const inventoryTool = (stock: StockLookup) =>
  tool({
    description:
      "Search the dealership's vehicles in stock. Only vehicles it returns may be offered; sold and absent ones never.",
    inputSchema: z.object({
      model: z.string().optional().describe('A model such as "Tucson" or "F-150"'),
      color: z.string().optional().describe('An exterior colour such as "blue"'),
    }),
    execute: async ({ model, color }) => {
      const colors = color ? (colorNamedIn(color)?.feedWords ?? [color]) : undefined;
      const vehicles = await stock.find({ model, colors, limit: 5 });
      return vehicles.length > 0 ? { vehicles } : { vehicles, note: 'None in stock: say so plainly.' };
    },
  });
