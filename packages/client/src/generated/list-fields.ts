export default {
  "CdrMonthCdrsConnection": [
    "edges"
  ],
  "InPortActivation": [
    "history"
  ],
  "Invoice": [
    "bundleProductLines",
    "frontPageLines",
    "specificationLines"
  ],
  "InvoiceBundleProductLine": [
    "subscriptionLines"
  ],
  "MobileSubscription": [
    "openActivations",
    "usage"
  ],
  "MobileSubscriptionActivationsConnection": [
    "edges"
  ],
  "MobileSubscriptionCdrsConnection": [
    "edges"
  ],
  "NewSubscriptionActivation": [
    "history"
  ],
  "OtherActivation": [
    "history"
  ],
  "OutPortActivation": [
    "history"
  ],
  "PlacedOrder": [
    "candidates"
  ],
  "Query": [
    "developmentPushNotifications",
    "devices",
    "devicesOf",
    "nodes",
    "webhookEndpoints"
  ],
  "QueryActivationsConnection": [
    "edges"
  ],
  "QueryCdrMonthsConnection": [
    "edges"
  ],
  "QueryCdrsConnection": [
    "edges"
  ],
  "QueryInvoicesConnection": [
    "edges"
  ],
  "QueryMobileSubscriptionsConnection": [
    "edges"
  ],
  "QueryPlacedOrdersConnection": [
    "edges"
  ],
  "QueryPushDeliveriesConnection": [
    "edges"
  ],
  "QuerySimCardsConnection": [
    "edges"
  ],
  "QueryUsageSummariesConnection": [
    "edges"
  ],
  "QueryWebhookDeliveriesConnection": [
    "edges"
  ],
  "QueryWebhookEndpointChangesConnection": [
    "edges"
  ],
  "ResumeActivation": [
    "history"
  ],
  "SearchResult": [
    "activations",
    "placedOrders",
    "readAs",
    "subscriptions"
  ],
  "SetServicesActivation": [
    "history"
  ],
  "SimSwapActivation": [
    "history"
  ],
  "SuspendActivation": [
    "history"
  ],
  "TerminateActivation": [
    "history"
  ],
  "UsageSummary": [
    "details"
  ],
  "ValidationError": [
    "fields"
  ],
  "WebhookEndpoint": [
    "eventTypes"
  ],
  "WebhookEndpointChange": [
    "fields"
  ]
} as const;
