import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingCustomers } from '../../db/schema/index.ts';

/** user_id -> Stripe customer id, so each user keeps one Stripe customer. */
export function createBillingCustomersRepository(db: Database) {
  return {
    async stripeCustomerIdFor(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ stripeCustomerId: billingCustomers.stripeCustomerId })
        .from(billingCustomers)
        .where(eq(billingCustomers.userId, userId))
        .limit(1);
      return row?.stripeCustomerId;
    },

    async userIdForStripeCustomer(stripeCustomerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingCustomers.userId })
        .from(billingCustomers)
        .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
        .limit(1);
      return row?.userId;
    },

    /** Keeps the first customer recorded for the user; answers the one that is kept. */
    async remember(userId: string, stripeCustomerId: string): Promise<string> {
      await db.insert(billingCustomers).values({ userId, stripeCustomerId }).onConflictDoNothing();
      return (await this.stripeCustomerIdFor(userId)) ?? stripeCustomerId;
    },
  };
}
export type BillingCustomersRepository = ReturnType<typeof createBillingCustomersRepository>;
