// A realistic book for the benches that read leads (the board's and the list's): names, e-mails,
// phones, statuses, sources, tags and places varied row by row, spread over the account's stages,
// three deals in four valued. Inserted through Drizzle in batches of 1,000: a bench's seed, not a journey.
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { leads } from '../apps/server/src/db/schema/index.ts';

const CITIES = ['Austin', 'Dallas', 'Houston', 'San Antonio', 'El Paso'];

export async function seedLeadBook(db: Database, userId: string, stageIds: string[], size: number): Promise<void> {
  for (let start = 0; start < size; start += 1000) {
    await db.insert(leads).values(
      Array.from({ length: Math.min(1000, size - start) }, (_, i) => ({
        userId,
        name: `Lead ${start + i}`,
        email: `lead${start + i}@example.com`,
        phone: `(512) 555-${String((start + i) % 10000).padStart(4, '0')}`,
        status: ['hot', 'warm', 'cold'][i % 3],
        source: ['Zillow', 'Referral', 'Open house'][i % 3],
        tags: i % 2 ? ['buyer'] : ['seller', 'vip'],
        location: CITIES[i % 5],
        stageId: stageIds[(start + i) % stageIds.length]!,
        dealValue: i % 4 ? 300_000 + i * 100 : null,
      })),
    );
  }
  await db.execute(sql`analyze`);
}
