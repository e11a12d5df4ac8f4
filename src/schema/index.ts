/**
 * Imports every type of the graph and builds the schema.
 */
import { builder } from './builder.js';
import './types/AccessType.js';
import './types/Activation.js';
import './types/ActivationFilter.js';
import './types/ActivationOrder.js';
import './types/ActivationStatus.js';
import './types/BundleModule.js';
import './types/CancelNewSubscriptionInput.js';
import './types/CancelPortInInput.js';
import './types/CancelPortOutInput.js';
import './types/CancelTerminationInput.js';
import './types/Cdr.js';
import './types/CdrFilter.js';
import './types/CdrMonth.js';
import './types/CdrMonthFilter.js';
import './types/CdrMonthOrder.js';
import './types/CdrOrder.js';
import './types/ChangePortInInput.js';
import './types/Date.js';
import './types/DateTime.js';
import './types/Direction.js';
import './types/Error.js';
import './types/FieldError.js';
import './types/ForeignCountryType.js';
import './types/IdempotencyConflictError.js';
import './types/InPortActivation.js';
import './types/Invoice.js';
import './types/InvoiceBundleProductLine.js';
import './types/InvoiceBundleSubscriptionLine.js';
import './types/InvoiceFilter.js';
import './types/InvoiceFrontPageLine.js';
import './types/InvoiceOrder.js';
import './types/InvoiceSpecificationLine.js';
import './types/JSONObject.js';
import './types/MobileSubscription.js';
import './types/MobileSubscriptionFilter.js';
import './types/MobileSubscriptionOrder.js';
import './types/Mutation.js';
import './types/NewSubscriptionActivation.js';
import './types/NotFoundError.js';
import './types/OrderNewSubscriptionInput.js';
import './types/OrderOutcomeUnknownError.js';
import './types/OtherActivation.js';
import './types/OutPortActivation.js';
import './types/PortingStatus.js';
import './types/PortInInput.js';
import './types/PortOutInput.js';
import './types/ProviderEnvironment.js';
import './types/ProviderRejectedError.js';
import './types/ProviderUnavailableError.js';
import './types/Query.js';
import './types/RateClass.js';
import './types/ResumeActivation.js';
import './types/ResumeSubscriptionInput.js';
import './types/Services.js';
import './types/ServicesInput.js';
import './types/SetServicesActivation.js';
import './types/SetServicesInput.js';
import './types/SimCard.js';
import './types/SimCardFilter.js';
import './types/SimCardOrder.js';
import './types/SimCardStatus.js';
import './types/SimCardType.js';
import './types/SimSwapActivation.js';
import './types/SortDirection.js';
import './types/Subscription.js';
import './types/SubscriptionState.js';
import './types/SubscriptionType.js';
import './types/SuspendActivation.js';
import './types/SuspendSubscriptionInput.js';
import './types/SwapSimInput.js';
import './types/TerminateActivation.js';
import './types/TerminateSubscriptionInput.js';
import './types/TrafficType.js';
import './types/UsageDetail.js';
import './types/UsageSummary.js';
import './types/ValidationError.js';
import './types/YearMonth.js';

builder.globalConnectionField('totalCount', (t) =>
  t.int({
    nullable: false,
    description: 'How many records the provider has for this list with these filters.',
    resolve: (connection) => connection.totalCount,
  }),
);

export const schema = builder.toSchema({ sortSchema: true });
