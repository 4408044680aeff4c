import { PRODUCT_NAME } from '@/constants/brand';
import { PRIVACY_EMAIL } from '../catalog';

export const subprocessors = `
${PRODUCT_NAME} uses the following subprocessors to provide the Service. Each has been assessed for security and privacy and is bound by a written agreement with data-protection terms at least as protective as our [Data Processing Addendum](/legal/data-processing-addendum).

Customers whose data is hosted in the EU region have their Customer Data stored and processed in the EU by the infrastructure providers below; support and AI subprocessors may process limited data elsewhere under the transfer safeguards in the DPA.

## Infrastructure

| Subprocessor | Purpose | Location of processing |
| --- | --- | --- |
| Amazon Web Services, Inc. | Cloud hosting, storage and backups | United States (Virginia, Oregon); EU (Frankfurt, Dublin) |
| Cloudflare, Inc. | Content delivery, DDoS protection and web-application firewall | Global edge network |
| Elastic N.V. (Elastic Cloud on AWS) | Search indexing of conversations and articles | Same region as the customer's data |

## Communications

| Subprocessor | Purpose | Location of processing |
| --- | --- | --- |
| Twilio Inc. | SMS, WhatsApp and voice-call connectivity, for customers who enable those channels | United States; EU |
| Mailgun Technologies, Inc. | Delivery of outbound email and notifications | United States; EU |
| Meta Platforms, Inc. | Messenger, Instagram and WhatsApp channels, for customers who connect them | United States; EU |

## AI Features

| Subprocessor | Purpose | Location of processing |
| --- | --- | --- |
| Microsoft Corporation (Azure OpenAI Service) | Language models for reply drafts, summaries, triage and the AI Agent, with zero data retention | United States; EU (Sweden, France) for EU-hosted customers |
| Anthropic, PBC | Language models for the AI Agent, with zero data retention | United States |

## Support and operations

| Subprocessor | Purpose | Location of processing |
| --- | --- | --- |
| Atlassian Pty Ltd | Engineering issue tracking for customer-reported problems | United States |
| Datadog, Inc. | Application monitoring and logs (with message content excluded) | United States; EU |
| Stripe, Inc. | Payment processing for subscriptions | United States |

## Changes to this list

We give at least 30 days' notice before a new subprocessor begins processing Customer Personal Data. To receive notice by email, write to ${PRIVACY_EMAIL} with the subject "Subprocessor updates" from the address you would like us to notify.
`;
