import type { TemplateRequest } from './message-schemas';

// A starter library an agent can use on day one (issue 46): offered on Settings > Templates as
// "Add starter templates", added once each (by name), then the agent's own to edit or delete.

export const STARTER_TEMPLATES: readonly (TemplateRequest & { subject: string | null })[] = [
  {
    name: 'New lead: first hello (text)',
    channel: 'sms',
    subject: null,
    body: "Hi {{lead.firstName}}, it's {{agent.firstName}} with {{agent.brokerage|my brokerage}}. Thanks for reaching out! Are you looking to buy, sell, or both? Happy to help whenever suits you.",
  },
  {
    name: 'New lead: introduction (e-mail)',
    channel: 'email',
    subject: 'Great to meet you, {{lead.firstName}}',
    body: "Hi {{lead.firstName}},\n\nThanks for getting in touch. I'm {{agent.name}}, and I help buyers and sellers in the area.\n\nTo point you to the right homes, could you tell me a little about what you're looking for: the neighbourhoods you like, your price range and when you'd like to move?\n\nYou can reply here or call me at {{agent.phone|my number}}.\n\n{{agent.name}}",
  },
  {
    name: 'Showing follow-up',
    channel: 'sms',
    subject: null,
    body: 'Hi {{lead.firstName}}, thanks for seeing {{property.address|the home}} with me today. What did you think? Happy to answer questions or line up a second look.',
  },
  {
    name: 'Open house thank-you',
    channel: 'email',
    subject: 'Thanks for stopping by {{property.address|the open house}}',
    body: "Hi {{lead.firstName}},\n\nThank you for visiting {{property.address|the open house}} today. I hope it was worth the trip.\n\nIf you'd like the disclosures, a private showing, or a list of similar homes nearby, just reply to this e-mail.\n\n{{agent.name}}",
  },
  {
    name: 'Price change',
    channel: 'email',
    subject: 'New price on {{property.address|a home you viewed}}',
    body: 'Hi {{lead.firstName}},\n\nGood news: {{property.address|a home you looked at}} has a new price of {{property.price|a lower price}}. It has {{property.beds|its}} bedrooms and {{property.baths|its}} baths.\n\nWould you like to see it again this week?\n\n{{agent.name}}',
  },
  {
    name: 'Check-in',
    channel: 'sms',
    subject: null,
    body: "Hi {{lead.firstName}}, {{agent.firstName}} here. Just checking in: is your home search still on? If anything's changed, I'm happy to adjust what I send you.",
  },
  {
    name: 'Home anniversary',
    channel: 'email',
    subject: 'Happy home anniversary, {{lead.firstName}}!',
    body: "Hi {{lead.firstName}},\n\nIt's been a year since you got the keys. Congratulations! I hope the house feels like home.\n\nIf you're ever curious what it's worth today, or a friend is thinking of moving, I'm always glad to help.\n\n{{agent.name}}",
  },
];

/** The starters the agent does not have yet (by name, in any case). */
export const missingStarters = (existingNames: readonly string[]) => {
  const have = new Set(existingNames.map((n) => n.trim().toLowerCase()));
  return STARTER_TEMPLATES.filter((t) => !have.has(t.name.toLowerCase()));
};
