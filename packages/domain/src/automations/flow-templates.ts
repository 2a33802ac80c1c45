import type { CreateFlowRequestInput } from './automation-schemas';
import type { TriggerConfigInput } from './triggers';

// The flows an agent needs on day one. Each comes with the trigger that starts it (none when
// leads are put on it by hand or by a schedule they set up).

export type FlowTemplate = {
  key: string;
  name: string;
  summary: string;
  flow: CreateFlowRequestInput;
  trigger: { name: string; config: TriggerConfigInput } | null;
};

export const FLOW_TEMPLATES: readonly FlowTemplate[] = [
  {
    key: 'new-lead-welcome',
    name: 'New-lead welcome',
    summary: 'For new inquiries (not imported leads): a welcome e-mail at once; if no reply in 2 days, a follow-up.',
    flow: {
      name: 'New-lead welcome',
      description: 'Welcome e-mail, then a follow-up after 2 days if the lead has not replied.',
      stop_on_reply: true,
      steps: [
        {
          id: 'welcome',
          type: 'send_email',
          subject: 'Nice to meet you',
          body: 'Hi {{lead.firstName}},\n\nThanks for reaching out. I would love to help you find the right home. When is a good time to talk?\n\n{{agent.name}}',
        },
        { id: 'wait-2d', type: 'wait', amount: 2, unit: 'days' },
        { id: 'no-reply', type: 'branch', condition: { kind: 'replied', replied: false }, otherwise: 'end' },
        {
          id: 'follow-up',
          type: 'send_email',
          subject: 'Following up',
          body: 'Hi {{lead.firstName}},\n\nJust checking in: are you still looking? Reply here and I will send a few homes that fit.\n\n{{agent.name}}',
        },
      ],
    },
    // New inquiries only: an imported book (past clients) must not get "thanks for reaching out".
    trigger: { name: 'New lead', config: { kind: 'lead_created', via: ['form', 'api'] } },
  },
  {
    key: 'price-drop-alert',
    name: 'Price-drop alert',
    summary: 'When a listing drops 3% or more, e-mail the leads tagged "price-alerts".',
    flow: {
      name: 'Price-drop alert',
      description: 'Tells interested leads (tagged "price-alerts") that a price went down.',
      stop_on_reply: false,
      steps: [
        {
          id: 'email',
          type: 'send_email',
          subject: 'A price just dropped',
          body: 'Hi {{lead.firstName}},\n\nA home you may like just came down in price. Want to see it?\n\n{{agent.name}}',
        },
        { id: 'notify', type: 'notify', title: 'Price-drop alert sent', message: 'A price drop went out to an interested lead.' },
      ],
    },
    trigger: {
      name: 'Price drops 3%',
      config: { kind: 'property_price_changed', direction: 'drop', min_percent: 3, lead_tag: 'price-alerts' },
    },
  },
  {
    key: 'open-house-reminder',
    name: 'Open-house reminder',
    summary: 'The day before an open house, leads tagged "open-house" get a reminder text and you a note.',
    flow: {
      name: 'Open-house reminder',
      description: 'Runs the day before each open house for the leads tagged "open-house": a reminder text.',
      stop_on_reply: false,
      steps: [
        {
          id: 'text',
          type: 'send_sms',
          body: 'Hi {{lead.firstName}}, a reminder: the open house is tomorrow. Reply if you need the address again. {{agent.name}}',
        },
        { id: 'notify', type: 'notify', title: 'Open-house reminder sent', message: '' },
      ],
    },
    trigger: {
      name: 'Day before an open house',
      config: { kind: 'date_arrives', field: 'property_open_house', when: 'before', days: 1, time: '09:00', lead_tag: 'open-house' },
    },
  },
  {
    key: 'nurture-30-day',
    name: '30-day nurture drip',
    summary: 'Four e-mails over 30 days; stops when the lead replies.',
    flow: {
      name: '30-day nurture drip',
      description: 'Stays in touch for a month; stops as soon as the lead replies.',
      stop_on_reply: true,
      steps: [
        {
          id: 'day-0',
          type: 'send_email',
          subject: 'Your home search',
          body: 'Hi {{lead.firstName}},\n\nHere is how I can help with your search.\n\n{{agent.name}}',
        },
        { id: 'wait-7', type: 'wait', amount: 7, unit: 'days' },
        {
          id: 'day-7',
          type: 'send_email',
          subject: 'What the market is doing',
          body: 'Hi {{lead.firstName}},\n\nA quick look at prices near you this week.\n\n{{agent.name}}',
        },
        { id: 'wait-14', type: 'wait', amount: 14, unit: 'days' },
        {
          id: 'day-21',
          type: 'send_email',
          subject: 'New listings for you',
          body: 'Hi {{lead.firstName}},\n\nA few new homes came up. Shall I send them?\n\n{{agent.name}}',
        },
        { id: 'wait-9', type: 'wait', amount: 9, unit: 'days' },
        {
          id: 'day-30',
          type: 'send_email',
          subject: 'Still looking?',
          body: 'Hi {{lead.firstName}},\n\nAre you still looking? Reply and we can set up a call.\n\n{{agent.name}}',
        },
      ],
    },
    trigger: null,
  },
  {
    key: 'no-contact-14-days',
    name: 'No contact in 14 days',
    summary: 'If a new lead has not replied in 14 days, a follow-up task to call them.',
    flow: {
      name: 'No contact in 14 days',
      description: 'Reminds you to reach out when a lead has gone quiet for two weeks.',
      stop_on_reply: true,
      steps: [
        { id: 'wait-14', type: 'wait', amount: 14, unit: 'days' },
        { id: 'call', type: 'create_task', note: 'No contact in 14 days: give them a call.', due_in_days: 0 },
        { id: 'tag', type: 'update_lead', add_tags: ['needs-call'] },
      ],
    },
    trigger: { name: 'New lead (14-day check)', config: { kind: 'lead_created', via: ['form', 'api'] } },
  },
];

export const flowTemplate = (key: string) => FLOW_TEMPLATES.find((t) => t.key === key);
