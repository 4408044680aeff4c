import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { PRIVACY_EMAIL } from '../catalog';

export const dataProcessingAddendum = `
This Data Processing Addendum (**"DPA"**) forms part of the [SaaS Services Agreement](/legal/saas-services-agreement) or other written agreement (the **"Agreement"**) between ${COMPANY_LEGAL_NAME} (**"${PRODUCT_NAME}"**) and the customer (**"Customer"**). It applies whenever ${PRODUCT_NAME} processes Customer Personal Data in providing the Service. Capitalised terms not defined here have the meanings in the Agreement.

## 1. Definitions

- **"Data Protection Laws"** means all laws that apply to the processing of Customer Personal Data under the Agreement, including the EU General Data Protection Regulation 2016/679 (**"GDPR"**), the UK GDPR and Data Protection Act 2018, the Swiss Federal Act on Data Protection, and US state privacy laws such as the California Consumer Privacy Act as amended (**"CCPA"**).
- **"Customer Personal Data"** means personal data within Customer Data.
- **"Subprocessor"** means any third party engaged by ${PRODUCT_NAME} to process Customer Personal Data.
- **"Security Incident"** means a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, Customer Personal Data.
- "Controller", "processor", "data subject", "personal data" and "processing" have the meanings given in the GDPR; "service provider" has the meaning given in the CCPA.

## 2. Roles and instructions

Customer is the controller (or a processor acting for its own controllers) and ${PRODUCT_NAME} is a processor (and a service provider under the CCPA) of Customer Personal Data. ${PRODUCT_NAME} will process Customer Personal Data only on Customer's documented instructions, which are set out in the Agreement, this DPA and Customer's configuration of the Service, unless the law requires otherwise, in which case ${PRODUCT_NAME} will inform Customer unless the law prohibits it. ${PRODUCT_NAME} will tell Customer if, in its opinion, an instruction infringes Data Protection Laws.

${PRODUCT_NAME} will not sell or share Customer Personal Data, retain, use or disclose it outside the direct business relationship with Customer, or combine it with personal data it receives from others, except as the CCPA permits for service providers.

## 3. Details of processing

- **Subject matter and duration:** provision of the Service for the term of the Agreement and the deletion period in section 10.
- **Nature and purpose:** hosting, storing, routing, displaying, analysing, searching and transmitting communications and related data, including by AI Features, so that Customer can communicate with its customers and others.
- **Categories of data subjects:** Customer's Users; Customer's customers, prospects and other correspondents; individuals named in communications.
- **Categories of personal data:** names, contact details, message content and attachments, identifiers such as social-media handles and phone numbers, device and usage data, and any other personal data Customer chooses to submit.
- **Special categories:** Customer should not submit special categories of data unless it has configured the Service appropriately (for example, redaction and retention rules) and, for health data in the US, signed a Business Associate Agreement.

## 4. Confidentiality and personnel

${PRODUCT_NAME} ensures that personnel authorised to process Customer Personal Data are bound by confidentiality obligations, receive appropriate training, and access it only as needed to provide the Service or support Customer.

## 5. Security

${PRODUCT_NAME} implements and maintains the technical and organisational measures described in Annex II, including encryption of Customer Personal Data in transit (TLS 1.2 or higher) and at rest (AES-256), role-based access controls with multi-factor authentication, logging and monitoring, secure development practices, annual penetration tests, business-continuity and disaster-recovery plans, and annual SOC 2 Type II and ISO/IEC 27001 audits. ${PRODUCT_NAME} may update these measures provided the overall level of security is not reduced.

## 6. Subprocessors

Customer authorises ${PRODUCT_NAME} to engage the Subprocessors listed on our [Subprocessors page](/legal/subprocessors). ${PRODUCT_NAME} will impose data-protection obligations on each Subprocessor no less protective than this DPA and remains liable for their performance. ${PRODUCT_NAME} will notify Customers who subscribe to updates at least 30 days before adding or replacing a Subprocessor. Customer may object on reasonable data-protection grounds within that period; the parties will then discuss a solution in good faith, and if none is found, Customer may terminate the affected part of the Service and receive a refund of prepaid fees for it.

## 7. Data subject requests and assistance

The Service lets Customer access, correct, export and delete Customer Personal Data. If ${PRODUCT_NAME} receives a request from a data subject about Customer Personal Data, it will refer the person to Customer and will not respond itself except to confirm the referral. ${PRODUCT_NAME} will provide reasonable assistance with data protection impact assessments and prior consultations with supervisory authorities, taking into account the nature of the processing.

## 8. Security Incidents

${PRODUCT_NAME} will notify Customer without undue delay, and in any event within 48 hours, after becoming aware of a Security Incident affecting Customer Personal Data. The notice will describe, as far as then known, the nature of the incident, the categories and approximate number of data subjects and records concerned, its likely consequences, and the measures taken or proposed. ${PRODUCT_NAME} will provide updates as more information becomes available and take reasonable steps to contain and remedy the incident. Notification is not an admission of fault.

## 9. Audits

${PRODUCT_NAME} will make available its current SOC 2 Type II report, ISO/IEC 27001 certificate and penetration-test summary under confidentiality terms, and will answer reasonable written security questionnaires once a year. If these do not reasonably demonstrate compliance, or a supervisory authority requires it, Customer may conduct an audit once a year with 30 days' notice, during business hours, at its own cost, through an independent auditor bound by confidentiality, in a way that does not compromise the security of other customers' data.

## 10. Return and deletion

During the term and for 30 days afterwards, Customer may export Customer Personal Data using the Service. ${PRODUCT_NAME} will then delete Customer Personal Data within 60 days, and from backups within a further 90 days, unless the law requires it to be kept, in which case it remains protected by this DPA.

## 11. International transfers

Customer may choose to have Customer Data hosted in the United States or the European Union. To the extent Customer Personal Data is transferred from the EEA, UK or Switzerland to a country without an adequacy decision, the parties agree that:

- the EU Standard Contractual Clauses (Commission Implementing Decision 2021/914), Module Two (controller to processor) and, where Customer is a processor, Module Three (processor to processor), are incorporated by reference, with the optional docking clause included, option 2 (general authorisation) in clause 9 with the notice period in section 6, the optional wording in clause 11 omitted, Irish law and courts chosen in clauses 17 and 18, and Annexes I and II completed by sections 3 and 5 of this DPA;
- for UK transfers, the UK International Data Transfer Addendum issued by the Information Commissioner applies, completed in the same way; and
- for Swiss transfers, the Standard Contractual Clauses apply with references to the GDPR read as references to the Swiss Federal Act on Data Protection, and the Swiss Federal Data Protection and Information Commissioner as the competent authority.

Where the recipient is certified under the EU–US Data Privacy Framework, its UK Extension or the Swiss–US framework, the parties may rely on that certification instead.

## 12. General

This DPA takes precedence over the Agreement for processing of Customer Personal Data. Liability under this DPA is subject to the limitations in the Agreement, except where Data Protection Laws do not permit it. Questions about this DPA can be sent to ${PRIVACY_EMAIL}.

## Annex II: Technical and organisational measures (summary)

1. **Access control:** single sign-on, enforced multi-factor authentication, least-privilege roles, quarterly access reviews, and immediate revocation on departure.
2. **Encryption:** TLS 1.2+ in transit; AES-256 at rest with keys managed in a hardware-backed key management service and rotated annually.
3. **Network security:** segregated production networks, web-application firewall, DDoS protection and intrusion detection.
4. **Logging and monitoring:** centralised, tamper-resistant logs retained for at least one year, with alerting reviewed by an on-call engineer at all times.
5. **Vulnerability management:** dependency and container scanning on every change, annual third-party penetration tests, and a coordinated disclosure programme.
6. **Availability:** multi-zone deployment, continuous database backups with point-in-time recovery, and disaster-recovery tests twice a year.
7. **People:** background checks where lawful, security training on hire and annually, and confidentiality agreements.
8. **Vendors:** security review before engagement and annually for every Subprocessor.
`;
