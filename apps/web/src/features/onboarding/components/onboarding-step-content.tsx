import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { OnboardingStep } from '@porchlight/domain/onboarding/onboarding';
import type { ProfileRequirement } from '@porchlight/domain/onboarding/onboarding-api';
import { ExtensionInstallLink } from '@/components/extension-install-link';

/** summary: a reading step's one line on the list pages' slim bar, where the body waits behind Details. */
type StepContent = { title: string; body: ReactNode; summary?: string; doneText?: string; pendingText?: string };

/** Read when shown: the address the agent enters in the extension. */
const ThisServer = () => <code className="font-mono">{window.location.origin}</code>;

const link = (to: string, text: string) => (
  <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
    {text}
  </Link>
);

/** What each of the eight steps says (spec 001 §2), in the product's words. */
export const ONBOARDING_STEP_CONTENT: Record<OnboardingStep, StepContent> = {
  welcome: {
    title: 'Welcome to Porchlight',
    summary: 'Eight short steps, each on the page it is about.',
    body: 'This short tour has eight steps: your profile, your accounts, your first property, lead and flow. Each step opens on the page it is about, and the page stays usable while you read. Leave the tour at any time and restart it from Settings.',
  },
  profile: {
    title: 'Complete your profile',
    body: 'Add your first and last name and a photo: leads see them in your messages and your teammates see them beside your work. Then open the link we sent to your e-mail address when you signed up: messaging leads needs a verified address.',
    doneText: 'Your profile has a name and a photo, and your e-mail address is verified.',
    // The waiting line names what the saved profile still lacks (onboarding-step-status.tsx).
  },
  social: {
    title: 'Connect your accounts',
    body: 'Connect your e-mail mailbox or your Twilio number on this page so Porchlight sends and receives messages for you, and your social media accounts (Facebook, Instagram, LinkedIn, X) to post your listings. Any one of them completes this step; a platform this server has not enabled says so on its card.',
    doneText: 'An account is connected.',
    pendingText: 'Waiting for an e-mail, SMS or social media account.',
  },
  extension: {
    title: 'Save listings in one click',
    body: (
      <>
        The Porchlight browser extension (Chrome, Edge, Brave, Firefox) saves the listing you are looking at on Zillow, Realtor.com, Redfin,
        Homes.com, an MLS or a brokerage's site into your properties in one click, and a person's contact details into your leads.{' '}
        <ExtensionInstallLink /> Then create a device key below under Browser extension and enter it in the extension with this server's
        address, <ThisServer />: this step completes itself once the extension has signed in.
      </>
    ),
    doneText: 'The extension is signed in.',
    pendingText: 'Waiting for the extension to sign in with a device key.',
  },
  tracking: {
    title: 'Track a property',
    body: 'Add a property you are working on, or a tracking task that watches a property for price and status changes and reminds you to follow up.',
    doneText: 'You are tracking a property.',
    pendingText: 'Waiting for a property or a tracking task.',
  },
  leads: {
    title: 'Bring in your first lead',
    body: (
      <>
        Add a lead by hand, import a CSV file, or share your lead form ({link('/leads?tab=capture', 'lead capture')}) so new leads arrive by
        themselves.
      </>
    ),
    doneText: 'You have a lead.',
    pendingText: 'Waiting for a lead.',
  },
  flows: {
    title: 'Create a flow',
    body: 'A flow follows up for you: a text today, an e-mail in two days, a task when a lead goes quiet. Start from a template or from scratch.',
    doneText: 'You have a flow.',
    pendingText: 'Waiting for a flow.',
  },
  completion: {
    title: 'You are set up',
    body: 'That is the tour. Your dashboard shows what needs you next; restart this guide any time from Settings, Profile.',
  },
};

/** The last step while steps are still to do: it never says "You are set up" early (issue 46). */
export const ALMOST_SET_UP_CONTENT: StepContent = {
  title: 'Almost set up',
  body: 'That is the tour. These steps are still to do; each opens on its page. Finish now and pick them up later from Settings, Profile.',
};

/** The profile step's parts, as the waiting line names them. */
export const PROFILE_REQUIREMENT_NAMES: Record<ProfileRequirement, string> = {
  first_name: 'a first name',
  last_name: 'a last name',
  photo: 'a photo',
  verified_email: 'a verified e-mail address',
};

/** The page's name as the "go there" link says it. */
export const ONBOARDING_STEP_PAGE_NAMES: Record<OnboardingStep, string> = {
  welcome: 'the dashboard',
  profile: 'Settings, Profile',
  social: 'Settings, Accounts',
  extension: 'Settings, API',
  tracking: 'Properties, Tracking',
  leads: 'Leads',
  flows: 'Flows',
  completion: 'the dashboard',
};
