import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STORE_KEY, resetAppStore, selectUnreadCount, useAppStore } from './store';

const state = () => useAppStore.getState();
const stored = () => JSON.parse(localStorage.getItem(APP_STORE_KEY) ?? 'null');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => resetAppStore());

describe('app store defaults', () => {
  it('starts with the spec defaults', () => {
    expect(state()).toMatchObject({
      theme: 'system',
      sidebarCollapsed: false,
      userProfile: null,
      tasks: [],
      properties: [],
      leads: [],
      socialAccounts: [],
      notifications: [],
      onboarding: { isActive: false, currentStep: 0, completedSteps: [], skipped: false, showTutorial: false, tutorialPage: null },
      notificationPreferences: {
        email: true,
        push: true,
        inApp: true,
        sms: false,
        leads: { inApp: true, email: false, sms: false },
        properties: { inApp: true, email: false, sms: false },
        messages: { inApp: true, email: false, sms: false },
        quietHours: { enabled: false, start: '22:00', end: '07:00' },
      },
    });
  });
});

describe('persistence', () => {
  it('stores only the five persisted fields, under one key, version 1', () => {
    state().setTheme('dark');
    state().addLead({ name: 'Sam' });
    state().addNotification({ type: 'lead', title: 'New lead', message: 'Sam' });
    expect(stored().version).toBe(1);
    expect(Object.keys(stored().state).sort()).toEqual([
      'notificationPreferences',
      'onboarding',
      'sidebarCollapsed',
      'theme',
      'userProfile',
    ]);
    expect(stored().state.theme).toBe('dark');
  });

  it('rehydrates from storage and keeps defaults for keys an older copy lacks', async () => {
    localStorage.setItem(
      APP_STORE_KEY,
      JSON.stringify({
        version: 1,
        state: { theme: 'light', sidebarCollapsed: true, notificationPreferences: { sms: true, leads: { sms: true } } },
      }),
    );
    await useAppStore.persist.rehydrate();
    expect(state().theme).toBe('light');
    expect(state().sidebarCollapsed).toBe(true);
    expect(state().notificationPreferences.sms).toBe(true);
    expect(state().notificationPreferences.leads).toEqual({ inApp: true, email: false, sms: true });
    expect(state().notificationPreferences.quietHours.start).toBe('22:00');
  });

  it('resetAppStore returns to defaults and forgets the stored copy', () => {
    state().setTheme('dark');
    state().setUserProfile({ displayName: 'Dana' });
    resetAppStore();
    expect(state().theme).toBe('system');
    expect(state().userProfile).toBeNull();
    expect(localStorage.getItem(APP_STORE_KEY)).toBeNull();
  });
});

describe('actions', () => {
  it('toggles the theme: dark to light, anything else to dark', () => {
    state().toggleTheme();
    expect(state().theme).toBe('dark');
    state().toggleTheme();
    expect(state().theme).toBe('light');
  });

  it('merges userProfile updates and clears it with null', () => {
    state().setUserProfile({ firstName: 'Dana', displayName: 'Dana' });
    state().setUserProfile({ lastName: 'Reyes', displayName: 'Dana Reyes' });
    expect(state().userProfile).toEqual({ firstName: 'Dana', lastName: 'Reyes', displayName: 'Dana Reyes' });
    state().setUserProfile(null);
    expect(state().userProfile).toBeNull();
  });

  it('merges notification preferences one level deep', () => {
    state().updateNotificationPreferences({ leads: { sms: true }, quietHours: { enabled: true } });
    expect(state().notificationPreferences.leads).toEqual({ inApp: true, email: false, sms: true });
    expect(state().notificationPreferences.quietHours).toEqual({ enabled: true, start: '22:00', end: '07:00' });
  });

  it('generates ids (and createdAt for tasks and leads)', () => {
    const task = state().addTask({ title: 'Call back' });
    const lead = state().addLead({ name: 'Sam', id: 'forged' });
    const property = state().addProperty({ address: '1 Main St' });
    const account = state().addSocialAccount({ platform: 'x' });
    for (const record of [task, lead, property, account]) expect(record.id).toMatch(UUID);
    expect(new Set([task.id, lead.id, property.id, account.id]).size).toBe(4);
    expect(Date.parse(task.createdAt)).not.toBeNaN();
    expect(Date.parse(lead.createdAt)).not.toBeNaN();
    expect(property.isWatched).toBe(false);
    expect(state().tasks).toEqual([task]);
  });

  it('updates and removes records by id', () => {
    const lead = state().addLead({ name: 'Sam' });
    state().updateLead(lead.id, { name: 'Samantha', id: 'other' });
    expect(state().leads).toEqual([{ ...lead, name: 'Samantha' }]);
    state().removeLead(lead.id);
    expect(state().leads).toEqual([]);
  });

  it('toggles property watch and lists watched properties', () => {
    const a = state().addProperty({ address: 'A' });
    state().addProperty({ address: 'B' });
    state().togglePropertyWatch(a.id);
    expect(
      state()
        .watchedProperties()
        .map((p) => p.address),
    ).toEqual(['A']);
    state().togglePropertyWatch(a.id);
    expect(state().watchedProperties()).toEqual([]);
  });

  it('keeps notifications newest first and manages their read state', () => {
    const first = state().addNotification({ type: 'lead', title: 'First', message: '' });
    const second = state().addNotification({ type: 'property', title: 'Second', message: '', priority: 'high' });
    expect(state().notifications.map((n) => n.title)).toEqual(['Second', 'First']);
    expect(first).toMatchObject({ read: false, priority: 'medium' });
    expect(selectUnreadCount(state())).toBe(2);
    state().markNotificationRead(first.id);
    expect(selectUnreadCount(state())).toBe(1);
    state().markAllNotificationsRead();
    expect(selectUnreadCount(state())).toBe(0);
    state().removeNotification(second.id);
    expect(state().notifications.map((n) => n.title)).toEqual(['First']);
    state().clearNotifications();
    expect(state().notifications).toEqual([]);
  });

  it('drives onboarding through the domain reducer', () => {
    state().startOnboarding();
    state().nextOnboardingStep();
    state().completeOnboardingStep('welcome');
    expect(state().onboarding).toMatchObject({ isActive: true, currentStep: 1, completedSteps: ['welcome'] });
    state().skipOnboarding();
    expect(state().onboarding).toMatchObject({ isActive: false, skipped: true });
    expect(stored().state.onboarding.skipped).toBe(true);
  });

  it('restarts onboarding: reset at once, start 0.1 s later', () => {
    vi.useFakeTimers();
    try {
      state().startOnboarding();
      state().completeOnboardingStep('welcome');
      state().skipOnboarding();
      state().restartOnboarding();
      expect(state().onboarding).toMatchObject({ isActive: false, skipped: false, completedSteps: [] });
      vi.advanceTimersByTime(99);
      expect(state().onboarding.isActive).toBe(false);
      vi.advanceTimersByTime(1);
      expect(state().onboarding).toMatchObject({ isActive: true, currentStep: 0, completedSteps: [], skipped: false });
    } finally {
      vi.useRealTimers();
    }
  });
});
