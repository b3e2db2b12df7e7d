import { describe, expect, it } from 'vitest';
import { dueText, fieldKeyFromLabel, moved, taskErrors, taskKeys } from './onboarding-checklist-rules.ts';

describe('onboarding checklist rules', () => {
  it('says when a task is due relative to the start date', () => {
    expect(dueText(-3)).toBe('Due 3 days before the start date');
    expect(dueText(0)).toBe('Due on the start date');
    expect(dueText(1)).toBe('Due 1 day after the start date');
  });

  it('makes answer keys the server accepts from any label, never one already used', () => {
    expect(fieldKeyFromLabel('Emergency contact name', [])).toBe('emergency_contact_name');
    expect(fieldKeyFromLabel('  T-shirt size (EU)! ', [])).toBe('t_shirt_size_eu');
    expect(fieldKeyFromLabel('2nd phone', [])).toBe('field_2nd_phone');
    expect(fieldKeyFromLabel('Numéro de sécurité sociale', [])).toBe('numero_de_securite_sociale');
    expect(fieldKeyFromLabel('***', [])).toBe('field');
    expect(fieldKeyFromLabel('IBAN', ['iban', 'iban_2'])).toBe('iban_3');
    const long = fieldKeyFromLabel('a'.repeat(80), []);
    expect(long).toMatch(/^[a-z][a-z0-9_]{0,49}$/);
  });

  it("picks one task's errors out of the whole list's", () => {
    const errors = {
      'tasks.1.title': 'Required',
      'tasks.1.fields.0.label': 'Too long',
      'tasks.10.title': 'x',
    };
    expect(taskErrors(errors, 1)).toEqual({ title: 'Required', 'fields.0.label': 'Too long' });
    expect(taskErrors(errors, 2)).toEqual({});
  });

  it('moves a task up or down the list', () => {
    expect(moved(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('keys tasks apart even when two say the same', () => {
    const task = { kind: 'upload', title: 'ID', dueDays: 0 };
    expect(new Set(taskKeys([task, task, { ...task, dueDays: 1 }])).size).toBe(3);
  });
});
