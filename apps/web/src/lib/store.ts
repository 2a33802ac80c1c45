import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { onboardingReducer, restartOnboarding, type OnboardingAction } from '@porchlight/domain/onboarding/onboarding';
import { nextTheme } from '@porchlight/domain/theme/theme';
import { defaultAppData } from './store-defaults';
import { mergePreferences, newId, nowIso, patchById, removeById } from './store-helpers';
import type { AppNotification, AppState, PersistedAppState, Property } from './store-types';

export const APP_STORE_KEY = 'porchlight-store';
export const APP_STORE_VERSION = 1;

/** Spec 000 §3: only these five survive a reload. */
export function partializeAppState(state: AppState): PersistedAppState {
  const { theme, notificationPreferences, sidebarCollapsed, onboarding, userProfile } = state;
  return { theme, notificationPreferences, sidebarCollapsed, onboarding, userProfile };
}

export const useAppStore = create<AppState>()(
  persist(
    (set, get) => {
      const onboarding = (action: OnboardingAction) => set((s) => ({ onboarding: onboardingReducer(s.onboarding, action) }));
      return {
        ...defaultAppData(),

        setTheme: (theme) => set({ theme }),
        toggleTheme: (systemPrefersDark = false) => set((s) => ({ theme: nextTheme(s.theme, systemPrefersDark) })),
        updateNotificationPreferences: (patch) =>
          set((s) => ({ notificationPreferences: mergePreferences(s.notificationPreferences, patch) })),
        setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
        toggleSidebar: () => set((s) => ({ sidebarCollapsed: !s.sidebarCollapsed })),
        setUserProfile: (profile) => set((s) => ({ userProfile: profile === null ? null : { ...s.userProfile, ...profile } })),

        startOnboarding: () => onboarding({ type: 'start' }),
        nextOnboardingStep: () => onboarding({ type: 'next' }),
        completeOnboardingStep: (step) => onboarding({ type: 'complete', step }),
        skipOnboarding: () => onboarding({ type: 'skip' }),
        finishOnboarding: () => onboarding({ type: 'finish' }),
        startTutorial: (page) => onboarding({ type: 'startTutorial', page }),
        stopTutorial: () => onboarding({ type: 'stopTutorial' }),
        resetOnboarding: () => onboarding({ type: 'reset' }),
        restartOnboarding: () => restartOnboarding(onboarding),

        addTask: (fields = {}) => {
          const task = { ...fields, id: newId(), createdAt: nowIso() };
          set((s) => ({ tasks: [...s.tasks, task] }));
          return task;
        },
        updateTask: (id, patch) => set((s) => ({ tasks: patchById(s.tasks, id, patch) })),
        removeTask: (id) => set((s) => ({ tasks: removeById(s.tasks, id) })),

        addProperty: (fields = {}) => {
          const property: Property = { ...fields, id: newId(), isWatched: fields.isWatched ?? false };
          set((s) => ({ properties: [...s.properties, property] }));
          return property;
        },
        updateProperty: (id, patch) => set((s) => ({ properties: patchById(s.properties, id, patch) })),
        removeProperty: (id) => set((s) => ({ properties: removeById(s.properties, id) })),
        togglePropertyWatch: (id) =>
          set((s) => ({ properties: s.properties.map((p) => (p.id === id ? { ...p, isWatched: !p.isWatched } : p)) })),
        watchedProperties: () => selectWatchedProperties(get()),

        addLead: (fields = {}) => {
          const lead = { ...fields, id: newId(), createdAt: nowIso() };
          set((s) => ({ leads: [...s.leads, lead] }));
          return lead;
        },
        updateLead: (id, patch) => set((s) => ({ leads: patchById(s.leads, id, patch) })),
        removeLead: (id) => set((s) => ({ leads: removeById(s.leads, id) })),

        addSocialAccount: (fields = {}) => {
          const account = { ...fields, id: newId() };
          set((s) => ({ socialAccounts: [...s.socialAccounts, account] }));
          return account;
        },
        updateSocialAccount: (id, patch) => set((s) => ({ socialAccounts: patchById(s.socialAccounts, id, patch) })),
        removeSocialAccount: (id) => set((s) => ({ socialAccounts: removeById(s.socialAccounts, id) })),

        addNotification: (input) => {
          const notification: AppNotification = {
            ...input,
            id: input.id ?? newId(),
            timestamp: input.timestamp ?? nowIso(),
            read: input.read ?? false,
            priority: input.priority ?? 'medium',
          };
          set((s) => ({ notifications: [notification, ...s.notifications.filter((n) => n.id !== notification.id)] }));
          return notification;
        },
        markNotificationRead: (id) => set((s) => ({ notifications: patchById(s.notifications, id, { read: true }) })),
        markAllNotificationsRead: () => set((s) => ({ notifications: s.notifications.map((n) => (n.read ? n : { ...n, read: true })) })),
        removeNotification: (id) => set((s) => ({ notifications: removeById(s.notifications, id) })),
        clearNotifications: () => set({ notifications: [] }),
      };
    },
    {
      name: APP_STORE_KEY,
      version: APP_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: partializeAppState,
      // A stored copy from an older build may lack newer nested preference keys: keep defaults.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<PersistedAppState>;
        return {
          ...current,
          ...stored,
          notificationPreferences: mergePreferences(current.notificationPreferences, stored.notificationPreferences ?? {}),
          onboarding: { ...current.onboarding, ...stored.onboarding },
        };
      },
    },
  ),
);

export function selectWatchedProperties(state: Pick<AppState, 'properties'>): Property[] {
  return state.properties.filter((p) => p.isWatched);
}

export function selectUnreadCount(state: Pick<AppState, 'notifications'>): number {
  return state.notifications.reduce((count, n) => (n.read ? count : count + 1), 0);
}

/** Back to the defaults in memory and forget the stored copy (used by logout). */
export function resetAppStore(): void {
  useAppStore.setState(defaultAppData());
  useAppStore.persist.clearStorage();
}
