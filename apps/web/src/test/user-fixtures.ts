// Builders of signed-in users for unit tests.
import type { User, UserCompany, UserEnterprise } from '../lib/session/session-user.ts';

export function buildCompany(overrides: Partial<UserCompany> = {}): UserCompany {
  return {
    id: 10,
    name: 'Northwind Bakery',
    nickname: null,
    avatar: null,
    role: 'Company Admin',
    demoCompleted: true,
    billableEntityId: 100,
    enterprise: null,
    billableEntityTrialEndsAt: null,
    firstUnpaidInvoiceAt: null,
    cancellationAt: null,
    deletedAt: null,
    ...overrides,
  };
}

export function buildEnterprise(overrides: Partial<UserEnterprise> = {}): UserEnterprise {
  return {
    id: 20,
    name: 'Northwind Group',
    type: 'franchise',
    avatar: null,
    role: 'Enterprise Owner',
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerifiedAt: '2026-01-05T10:00:00.000Z',
    phone: null,
    phoneVerifiedAt: null,
    avatar: null,
    timezone: 'Europe/London',
    twoFactorEnabled: false,
    createdAt: '2026-01-05T09:58:00.000Z',
    companies: [],
    enterprises: [],
    activeCompany: null,
    activeEnterprise: null,
    ...overrides,
  };
}
