/**
 * How the reference console sorts an order's answer (examples/console/src/orders/place.ts): the
 * activation to follow, or each problem beside the form field its input path names, and the
 * rest above the form.
 */
import { describe, expect, it } from 'vitest';
import { settle } from '../examples/console/src/orders/place.js';

const FIELDS = ['referenceNumber', 'services', 'services.mobilePay'];

describe("the console's reading of an order's answer", () => {
  it('follows the activation of a placed order', () => {
    expect(settle({ __typename: 'SuspendSubscriptionPayload', activation: { id: 'A1' } }, FIELDS)).toEqual({
      activationId: 'A1',
      fieldErrors: {},
      general: { title: 'The order was not placed', messages: [] },
    });
  });

  it("puts each of a ValidationError's problems beside the field its path names, the others above the form", () => {
    const settled = settle(
      {
        __typename: 'ValidationError',
        message: 'three problems',
        fields: [
          {
            __typename: 'FieldError',
            path: 'input.referenceNumber',
            message: 'must be at most 15 characters',
          },
          { __typename: 'FieldError', path: 'input.services.mobilePay', message: 'not on SP16002' },
          { __typename: 'FieldError', path: 'input.services', message: 'name at least one service to set' },
          { __typename: 'FieldError', path: 'input.phoneNumber', message: 'another subscription' },
          { __typename: 'FieldError', path: 'input', message: 'give subscriptionId or phoneNumber' },
        ],
      },
      FIELDS,
    );
    expect(settled).toEqual({
      fieldErrors: {
        referenceNumber: 'must be at most 15 characters',
        'services.mobilePay': 'not on SP16002',
        services: 'name at least one service to set',
      },
      general: {
        title: 'The order was not placed',
        messages: ['input.phoneNumber: another subscription', 'input: give subscriptionId or phoneNumber'],
      },
    });
  });

  it('joins two problems of one field', () => {
    const settled = settle(
      {
        __typename: 'ValidationError',
        message: 'two problems',
        fields: [
          { __typename: 'FieldError', path: 'input.referenceNumber', message: 'one' },
          { __typename: 'FieldError', path: 'input.referenceNumber', message: 'two' },
        ],
      },
      FIELDS,
    );
    expect(settled.fieldErrors).toEqual({ referenceNumber: 'one; two' });
  });

  it('shows any other typed error by its message above the form, saying whether the order may exist', () => {
    expect(settle({ __typename: 'NotFoundError', message: 'subscription S1 was not found' }, FIELDS)).toEqual(
      {
        fieldErrors: {},
        general: { title: 'The order was not placed', messages: ['subscription S1 was not found'] },
      },
    );
    expect(
      settle(
        { __typename: 'OrderOutcomeUnknownError', message: 'the answer was lost; find it by ...' },
        FIELDS,
      ).general.title,
    ).toBe('The order may have been placed');
  });
});
