import { PRODUCT_NAME } from '@/constants/brand';
import { ABUSE_EMAIL, LEGAL_EMAIL } from '../catalog';

export const acceptableUsePolicy = `
This Acceptable Use Policy (**"AUP"**) describes uses of the ${PRODUCT_NAME} service that are not allowed. It applies to every customer and every User, and forms part of the [SaaS Services Agreement](/legal/saas-services-agreement). We may update it as new forms of abuse appear; the current version is always on this page.

## 1. Illegal, harmful or fraudulent use

You may not use the Service to:

- break any law, or encourage or help others to break it;
- send, store or publish content that is defamatory, harassing, threatening, hateful, sexually exploits minors, or infringes anyone's intellectual property or privacy;
- run phishing, fraud, pyramid schemes or other deceptive practices, or impersonate another person or organisation;
- distribute malware, or content designed to disrupt or gain unauthorised access to any system.

## 2. Messaging and email

The Service is built for conversations with people who expect to hear from you. You may not:

- send unsolicited bulk messages, or any message that breaks anti-spam laws such as CAN-SPAM, CASL or the EU ePrivacy rules;
- send marketing SMS or WhatsApp messages without the opt-in consent those channels and the law require, or keep messaging people who have opted out;
- use purchased, rented or scraped contact lists;
- disguise the origin of a message or use misleading subject lines or sender names;
- exceed the sending limits in the Documentation, or try to evade them by using several accounts.

We monitor bounce, complaint and block rates. If they rise to levels that threaten the deliverability of other customers, we may pause sending from the affected inbox while we work with you to fix the cause.

## 3. AI Features

You may not use the AI Features to:

- generate content that this AUP prohibits elsewhere;
- make decisions with legal or similarly significant effects on individuals (for example about credit, employment or insurance) without meaningful human review;
- present AI-generated replies as written by a person where the law requires disclosure, or deny that a customer is talking to an AI Agent when sincerely asked;
- attempt to extract the underlying models, prompts or training data, or to bypass safety controls.

## 4. Security and integrity of the Service

You may not:

- probe, scan or test the vulnerability of the Service, except through our coordinated disclosure programme;
- circumvent authentication, access controls, usage limits or billing;
- interfere with or overload the Service, including through automated requests outside the published API limits;
- reverse engineer the Service except where the law expressly allows it;
- use the Service to build a competing product, or to benchmark it for publication without our written consent.

## 5. Sensitive data

Do not submit payment card numbers, government identification numbers or health information unless you have enabled the Service's redaction features or, for health information in the US, signed a Business Associate Agreement with us.

## 6. Enforcement

If we reasonably believe you have breached this AUP, we may remove or disable the content concerned, suspend sending or other features, or suspend or terminate your account. Where possible and lawful, we will tell you first and give you a reasonable opportunity to fix the problem; we may act immediately when needed to prevent harm to other customers, the Service or third parties.

## 7. Reporting abuse

To report abuse of the Service, including messages you received from one of our customers, email ${ABUSE_EMAIL} with the message headers or a screenshot. Legal notices, including copyright notices, should go to ${LEGAL_EMAIL}.
`;
