/** The messaging banners an agent can dismiss (kept per user on the server, so on every device). */
export const DISMISSIBLE_BANNERS = ['setup', 'sms-disabled'] as const;
export type BannerKey = (typeof DISMISSIBLE_BANNERS)[number];
