
      export interface PossibleTypesResultData {
        possibleTypes: {
          [key: string]: string[]
        }
      }
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Activation": [
      "InPortActivation",
      "NewSubscriptionActivation",
      "OtherActivation",
      "OutPortActivation",
      "ResumeActivation",
      "SetServicesActivation",
      "SimSwapActivation",
      "SuspendActivation",
      "TerminateActivation"
    ],
    "CancelNewSubscriptionResult": [
      "CancelNewSubscriptionPayload",
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "CancelPortInResult": [
      "CancelPortInPayload",
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "CancelPortOutResult": [
      "CancelPortOutPayload",
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "CancelTerminationResult": [
      "CancelTerminationPayload",
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "ChangePortInResult": [
      "ChangePortInPayload",
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "Error": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "Node": [
      "Cdr",
      "CdrMonth",
      "Device",
      "InPortActivation",
      "Invoice",
      "MobileSubscription",
      "NewSubscriptionActivation",
      "OtherActivation",
      "OutPortActivation",
      "PlacedOrder",
      "PushDelivery",
      "ResumeActivation",
      "SetServicesActivation",
      "SimCard",
      "SimSwapActivation",
      "SuspendActivation",
      "TerminateActivation",
      "UsageSummary",
      "WebhookDelivery",
      "WebhookEndpoint"
    ],
    "OrderNewSubscriptionResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderNewSubscriptionPayload",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "PortInResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "PortInPayload",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "PortOutResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "PortOutPayload",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ValidationError"
    ],
    "ResumeSubscriptionResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "ResumeSubscriptionPayload",
      "ValidationError"
    ],
    "SetServicesResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "SetServicesPayload",
      "ValidationError"
    ],
    "SuspendSubscriptionResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "SuspendSubscriptionPayload",
      "ValidationError"
    ],
    "SwapSimResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "SwapSimPayload",
      "ValidationError"
    ],
    "TerminateSubscriptionResult": [
      "IdempotencyConflictError",
      "JournalUnavailableError",
      "NotFoundError",
      "OrderOutcomePendingError",
      "OrderOutcomeUnknownError",
      "ProviderRejectedError",
      "ProviderUnavailableError",
      "TerminateSubscriptionPayload",
      "ValidationError"
    ]
  }
};
      export default result;
    