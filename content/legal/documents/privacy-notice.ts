import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { PRIVACY_EMAIL } from '../catalog';

export const privacyNotice = `
This Privacy Notice explains how ${COMPANY_LEGAL_NAME} and its affiliate ${PRODUCT_NAME} Software Ireland Limited (together **"${PRODUCT_NAME}"**, **"we"** or **"us"**) collect, use, share and protect personal information, and the choices and rights you have.

## 1. Who this notice covers

This notice applies when we act as a **controller** of personal information about:

- visitors to our websites, including this site, our blog and our help centre;
- prospective customers who request a demo, start a trial, download a resource, register for a webinar or contact us;
- the administrators and users of customer accounts, for account and billing purposes;
- attendees of our events, partners and job applicants.

It does **not** cover the personal information our customers put into the ${PRODUCT_NAME} service, such as messages from their own customers. We process that information as a **processor** on our customers' behalf under our [Data Processing Addendum](/legal/data-processing-addendum), and each customer's own privacy notice explains how they use it. If you wrote to a company that uses ${PRODUCT_NAME}, please contact that company about your information.

## 2. Information we collect

**Information you give us.** When you fill in a form on our site we collect what you enter, such as your name, work email, company, job title, company size, industry, phone number and country. When you start a trial we also collect the password you choose (stored only as a salted hash) and a verification code sent to your email. When you contact us or talk to our team, we keep a record of the conversation.

**Information we collect automatically.** When you visit our websites we and our service providers collect device and usage information: IP address, approximate location derived from it, browser and device type, pages visited, referring page, and the date and time of your visit. We use cookies and similar technologies to do this, as described in our [Cookie Policy](/legal/cookie-policy). We also record campaign information such as UTM parameters and advertising click identifiers when you arrive from a campaign.

**Information from others.** We may receive business contact information from partners who refer you to us, from event organisers when you register for an event we sponsor, and from data providers that supply publicly available company information (such as company size and industry) to help us route your enquiry.

## 3. How we use information and our legal bases

| Purpose | Examples | Legal basis (EEA and UK) |
| --- | --- | --- |
| Providing what you asked for | Running your trial, scheduling your demo, sending a resource you requested | Performance of a contract, or steps you asked us to take before one |
| Account administration and billing | Creating your account, invoicing, fraud prevention | Performance of a contract; legal obligation |
| Communicating with you | Replying to enquiries, service announcements, security notices | Performance of a contract; legitimate interests |
| Marketing | Product news, newsletters and invitations by email | Consent where required; otherwise legitimate interests, with an opt-out in every email |
| Improving our websites and products | Analytics, A/B testing, usability research | Consent for non-essential cookies; legitimate interests for aggregated analysis |
| Advertising | Measuring campaigns, showing relevant ads on other sites | Consent |
| Security and legal compliance | Preventing abuse, enforcing terms, responding to lawful requests | Legitimate interests; legal obligation |

We do not make decisions that produce legal or similarly significant effects about you based solely on automated processing. We use information such as company size to decide whether to offer you a meeting with a specialist or a guided trial, and you can always ask to speak with our team instead.

## 4. How we share information

We share personal information only as follows:

- **Service providers** that host our websites, run our marketing-automation and CRM systems, send email, process payments, provide analytics and help us with support, under contracts that limit their use of it to providing services to us.
- **Advertising and analytics partners**, when you have consented to the related cookies, who may combine the information with other information they hold.
- **Partners** who referred you or with whom you asked to be connected, such as a reseller in your region.
- **Affiliates** within the ${PRODUCT_NAME} group, for the purposes in this notice.
- **Authorities and others** where required by law, to protect rights, property or safety, or in connection with a merger, acquisition or sale of assets, in which case we will notify you of any change in control of your information.

We do not sell personal information for money. Where the use of advertising cookies counts as a "sale" or "sharing" under US state law, you can opt out as described in section 7.

## 5. International transfers

We are headquartered in the United States and have an office in Ireland. Our service providers are located in several countries. When we transfer personal information from the European Economic Area, the United Kingdom or Switzerland to a country without an adequacy decision, we rely on the EU–US Data Privacy Framework where the recipient is certified, or on the European Commission's Standard Contractual Clauses and the UK Addendum, together with supplementary measures where needed.

## 6. How long we keep information

We keep personal information only for as long as we need it for the purposes above: account information for the life of the account and up to seven years afterwards for tax and legal purposes; marketing records until you unsubscribe or for two years without any interaction, whichever is sooner; website analytics for up to 26 months; and job applications for up to two years, unless you ask us to delete them sooner.

## 7. Your rights and choices

Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, to object to or restrict our processing, to withdraw consent at any time, and not to be discriminated against for exercising these rights.

- **Marketing email:** use the unsubscribe link in any email, or update your preferences.
- **Cookies:** choose "Your Privacy Choices" in the footer of any page of our site to change your cookie settings at any time. We honour Global Privacy Control signals as an opt-out of advertising cookies where the law requires it.
- **Other requests:** email ${PRIVACY_EMAIL}. We will verify your request, usually by confirming your email address, and respond within the period the law requires (one month in the EEA and UK, 45 days in California). An authorised agent may make a request on your behalf with your signed permission.

If you are in the EEA or UK you also have the right to complain to your data protection authority. Our lead supervisory authority in the EU is the Data Protection Commission in Ireland.

## 8. Security

We protect personal information with technical and organisational measures appropriate to the risk, including encryption in transit and at rest, access controls, and regular independent audits. No method of transmission or storage is completely secure, so we cannot guarantee absolute security.

## 9. Children

Our websites and services are for businesses and are not directed at children under 16. We do not knowingly collect personal information from children. If you believe a child has given us information, contact us and we will delete it.

## 10. Changes to this notice

We will post any changes on this page and update the date at the top. If a change materially affects how we use information we already hold, we will give you notice by email or on our website before it takes effect.

## 11. Contact us

Email ${PRIVACY_EMAIL}, or write to: Privacy Team, ${COMPANY_LEGAL_NAME}, 500 Howard Street, Suite 400, San Francisco, California 94105, USA.

Our EU representative and Data Protection Officer can be reached at ${PRODUCT_NAME} Software Ireland Limited, 2 Grand Canal Square, Dublin 2, D02 A342, Ireland, or at ${PRIVACY_EMAIL} with "DPO" in the subject line.
`;
