// One shape for every domain policy (Outline's): a table of actions, each with who may and why not,
// giving `can(actor, action, subject)` for abilities in responses and `authorize(actor, action,
// subject)`, which throws 403 with the action's message. Services call `authorize`; presenters and
// routes read `can`, so the client is shown exactly what the server enforces.
import { forbidden } from './errors.ts';

/** An action whose subject is `void` takes none: `can(actor, 'view')`. */
type SubjectArgument<Subject> = [Subject] extends [undefined] ? [] : [subject: Subject];

export interface PolicyRule<Actor, Subject> {
  allow(actor: Actor, subject: Subject): boolean;
  /** The 403 message, worded for the person refused (may depend on why). */
  denied: string | ((actor: Actor, subject: Subject) => string);
}

export type PolicyRules<Actor, Subjects> = {
  [Action in keyof Subjects]: PolicyRule<Actor, Subjects[Action]>;
};

export interface Policy<Actor, Subjects> {
  can<Action extends keyof Subjects>(
    actor: Actor,
    action: Action,
    ...subject: SubjectArgument<Subjects[Action]>
  ): boolean;
  authorize<Action extends keyof Subjects>(
    actor: Actor,
    action: Action,
    ...subject: SubjectArgument<Subjects[Action]>
  ): void;
}

/**
 * `refuse` turns a denial into the error thrown: 403 by default; a rule about the subject's state the
 * user must read (decision 007) refuses with 422 instead.
 */
export function definePolicy<Actor, Subjects>(
  rules: PolicyRules<Actor, Subjects>,
  refuse: (message: string) => Error = forbidden,
): Policy<Actor, Subjects> {
  return {
    can(actor, action, ...[subject]) {
      return rules[action].allow(actor, subject as Subjects[typeof action]);
    },
    authorize(actor, action, ...[subject]) {
      const rule = rules[action];
      const value = subject as Subjects[typeof action];
      if (rule.allow(actor, value)) return;
      throw refuse(typeof rule.denied === 'string' ? rule.denied : rule.denied(actor, value));
    },
  };
}
