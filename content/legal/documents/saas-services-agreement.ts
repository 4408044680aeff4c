import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { LEGAL_EMAIL } from '../catalog';

export const saasServicesAgreement = `
This SaaS Services Agreement (the **"Agreement"**) is entered into between ${COMPANY_LEGAL_NAME}, a Delaware corporation with its principal office at 500 Howard Street, Suite 400, San Francisco, California 94105 (**"${PRODUCT_NAME}"**, **"we"** or **"us"**), and the customer that accepts it online or signs an Order Form that references it (**"Customer"** or **"you"**). It takes effect on the earlier of those dates (the **"Effective Date"**).

By clicking to accept, starting a free trial or signing an Order Form, you agree to this Agreement. If you accept on behalf of a company or other legal entity, you confirm that you have authority to bind it.

## 1. Definitions

- **"Service"** means the ${PRODUCT_NAME} customer-service platform, including the shared inbox, ticketing, live chat, knowledge base, AI features, workflows, analytics, mobile and desktop applications and APIs, as described in the Documentation.
- **"Customer Data"** means all data, including messages, attachments, contact details and knowledge-base content, that Customer or its Users submit to the Service, or that the Service receives from Customer's own customers on Customer's behalf.
- **"Documentation"** means our then-current user guides and help-centre articles for the Service.
- **"Order Form"** means an online checkout or a signed ordering document that states the plan, number of seats, Subscription Term and fees.
- **"Subscription Term"** means the period stated in the Order Form, and any renewal term.
- **"Users"** means the individuals Customer authorises to use the Service under its account, such as employees and contractors.
- **"AI Features"** means features of the Service that generate content or classifications using machine-learning models, including reply drafts, summaries, triage and the AI Agent.

## 2. The Service

**2.1 Access.** Subject to this Agreement and payment of fees, we grant Customer a non-exclusive, non-transferable right during the Subscription Term to access and use the Service for its internal business purposes, for the number of Users stated in the Order Form.

**2.2 Free trials.** If Customer uses the Service on a free trial, the trial lasts for the period shown at sign-up. The Service is provided during a trial "as is", without any warranty or service-level commitment, and we may delete trial data 30 days after a trial ends unless Customer subscribes.

**2.3 Users.** Customer is responsible for its Users' compliance with this Agreement and for keeping their credentials confidential. User seats are assigned to named individuals and may be reassigned when a person no longer needs access, but not shared.

**2.4 Changes.** We continually improve the Service and may change it, provided that we do not materially reduce the core functionality of the plan Customer purchased during the current Subscription Term. We will give at least 90 days' notice before retiring a material feature.

**2.5 Support and availability.** We provide support as described in the Documentation for Customer's plan and will use commercially reasonable efforts to make the Service available 99.9% of the time in each calendar month, excluding scheduled maintenance announced at least 48 hours in advance and events outside our reasonable control. Service credits, where Customer's plan includes them, are Customer's sole remedy for unavailability.

## 3. Customer responsibilities

**3.1 Acceptable use.** Customer will use the Service in accordance with the Documentation, applicable law and our [Acceptable Use Policy](/legal/acceptable-use-policy).

**3.2 Customer's customers.** Customer is responsible for providing any notices to, and obtaining any consents from, its own customers and other individuals that applicable law requires for Customer's collection and use of Customer Data in the Service, including for recording, messaging channels and AI Features.

**3.3 Third-party services.** If Customer connects a third-party service (for example a CRM or messaging channel), Customer authorises us to exchange Customer Data with it as needed to provide the integration. The third party's terms govern its service, and we are not responsible for it.

## 4. Fees and payment

**4.1 Fees.** Customer will pay the fees stated in the Order Form. Unless the Order Form says otherwise, fees are billed in advance for each billing period, are payable in US dollars within 30 days of the invoice date, and are non-refundable except as this Agreement expressly provides.

**4.2 Additional seats and usage.** Seats added during a Subscription Term are charged pro rata for the remainder of that term. Usage-based items, such as AI Agent resolutions above an included allowance, are billed monthly in arrears.

**4.3 Taxes.** Fees exclude taxes. Customer is responsible for all sales, use, value-added and similar taxes, other than taxes on our net income.

**4.4 Late payment.** If an undisputed amount is more than 30 days overdue, we may, after giving 10 days' written notice, suspend the Service until it is paid. Customer may dispute an invoice in good faith by notifying us before its due date.

**4.5 Price changes.** We may change prices for a renewal term by notifying Customer at least 60 days before the renewal.

## 5. Customer Data and privacy

**5.1 Ownership.** As between the parties, Customer owns Customer Data. Customer grants us a worldwide, limited licence to host, copy, process, transmit and display Customer Data only as needed to provide, secure and support the Service and as Customer instructs.

**5.2 Data protection.** Our [Data Processing Addendum](/legal/data-processing-addendum) forms part of this Agreement and governs our processing of personal data within Customer Data.

**5.3 Security.** We maintain administrative, physical and technical safeguards designed to protect Customer Data, as described on our security page and in our current SOC 2 Type II report, and will not materially weaken them during the Subscription Term.

**5.4 AI Features.** AI Features process Customer Data to produce output for Customer. We do not use Customer Data to train machine-learning models that are made available to other customers. Output may be inaccurate; Customer is responsible for reviewing output before relying on it and for configuring which conversations the AI Agent may answer.

**5.5 Aggregated data.** We may collect metrics about the use and performance of the Service and use them, in aggregated and de-identified form that does not identify Customer, its Users or any individual, to operate, improve and report on the Service, including in industry benchmark reports.

**5.6 Export and deletion.** During the Subscription Term and for 30 days after it ends, Customer may export Customer Data using the Service's export tools or API. After that period we will delete Customer Data from the Service within 60 days and from backups within a further 90 days, unless the law requires us to keep it.

## 6. Intellectual property

The Service, the Documentation and all related technology and intellectual property rights belong to ${PRODUCT_NAME} and its licensors. Except for the rights expressly granted in this Agreement, no rights are transferred to Customer. If Customer gives us feedback or suggestions, we may use them without restriction or obligation.

## 7. Confidentiality

Each party will protect the other's Confidential Information with at least reasonable care, use it only to perform this Agreement, and disclose it only to its employees, contractors and advisers who need to know it and are bound by similar obligations. **"Confidential Information"** means non-public information disclosed by one party to the other that is marked as confidential or would reasonably be understood to be confidential, including Customer Data and the terms of any Order Form. It does not include information that is or becomes public through no fault of the recipient, was already known to the recipient, is independently developed, or is rightfully received from a third party. A party may disclose Confidential Information when legally required, after giving the other party reasonable notice where permitted.

## 8. Warranties and disclaimers

**8.1 Mutual.** Each party warrants that it has the authority to enter into this Agreement.

**8.2 Service warranty.** We warrant that the Service will perform materially in accordance with the Documentation during the Subscription Term. If it does not, and Customer notifies us within 30 days, we will use reasonable efforts to correct it; if we cannot within 30 days, either party may terminate the affected subscription and we will refund prepaid fees for the remainder of the term.

**8.3 Disclaimer.** Except as expressly stated in this Agreement, the Service is provided "as is" and each party disclaims all other warranties, express or implied, including warranties of merchantability, fitness for a particular purpose and non-infringement, to the extent permitted by law.

## 9. Indemnities

**9.1 By ${PRODUCT_NAME}.** We will defend Customer against any third-party claim alleging that the Service, as provided by us, infringes that party's intellectual property rights, and pay any damages finally awarded or agreed in settlement. If the Service is, or in our opinion is likely to be, subject to such a claim, we may procure the right for Customer to continue using it, modify it to be non-infringing, or terminate the affected subscription and refund prepaid fees for the remaining term. This obligation does not apply to claims arising from Customer Data, third-party services, or combinations with items we did not provide.

**9.2 By Customer.** Customer will defend us against any third-party claim arising from Customer Data or from Customer's use of the Service in breach of the Acceptable Use Policy, and pay any damages finally awarded or agreed in settlement.

**9.3 Procedure.** The indemnified party must promptly notify the indemnifying party of the claim, give it sole control of the defence and settlement (provided no settlement imposes liability on the indemnified party without its consent), and provide reasonable cooperation.

## 10. Limitation of liability

**10.1 Exclusion.** Neither party is liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or goodwill, even if advised of their possibility.

**10.2 Cap.** Each party's total liability arising out of or relating to this Agreement will not exceed the fees paid and payable by Customer in the 12 months before the event giving rise to the liability.

**10.3 Exceptions.** Sections 10.1 and 10.2 do not limit Customer's payment obligations, either party's indemnity obligations, liability for breach of Section 7 (Confidentiality) excluding breaches relating to Customer Data, or liability that cannot be limited by law. For breaches of our obligations regarding Customer Data, our total liability will not exceed three times the cap in Section 10.2.

## 11. Term and termination

**11.1 Term.** This Agreement continues until all Subscription Terms have ended. Unless the Order Form states otherwise, each Subscription Term renews automatically for the same length unless either party gives notice of non-renewal at least 30 days before the end of the current term. Monthly plans can be cancelled at any time, effective at the end of the current month.

**11.2 Termination for cause.** Either party may terminate this Agreement by written notice if the other party materially breaches it and does not cure the breach within 30 days after notice, or becomes the subject of bankruptcy or insolvency proceedings.

**11.3 Effect.** When this Agreement ends, Customer's right to use the Service stops, Section 5.6 applies to Customer Data, and any unpaid fees for the period before termination become due. If Customer terminates for our uncured breach, we will refund prepaid fees for the remaining term. Sections 4, 5.6, 6, 7, 8.3, 9, 10 and 12 survive termination.

## 12. General

**12.1 Governing law.** This Agreement is governed by the laws of the State of California, excluding its conflict-of-laws rules, and the parties submit to the exclusive jurisdiction of the state and federal courts in San Francisco County. If Customer is established in the European Economic Area, the United Kingdom or Switzerland, this Agreement is instead governed by the laws of Ireland and the courts of Dublin have exclusive jurisdiction.

**12.2 Notices.** Notices to us must be sent to ${LEGAL_EMAIL}. We send notices to the account owner's email address. Notices take effect when received.

**12.3 Assignment.** Neither party may assign this Agreement without the other's consent, except to a successor in a merger, acquisition or sale of substantially all of its assets, with notice.

**12.4 Force majeure.** Neither party is liable for delays caused by events beyond its reasonable control, excluding payment obligations.

**12.5 Publicity.** We may list Customer's name and logo among our customers unless Customer asks us not to by email.

**12.6 Export and sanctions.** Each party will comply with export-control and sanctions laws. Customer will not make the Service available to any person or country subject to US, EU or UK sanctions.

**12.7 Entire agreement and order of precedence.** This Agreement, including the Order Form, the Data Processing Addendum and the policies it references, is the parties' entire agreement on its subject and replaces any prior agreements. If they conflict, the Order Form prevails, then the Data Processing Addendum (for personal data), then this Agreement. Terms in Customer's purchase orders do not apply.

**12.8 Changes to this Agreement.** We may update this Agreement by posting a new version and notifying account owners at least 30 days before it takes effect. Changes apply from Customer's next renewal, unless they are required by law or Customer agrees earlier.

**12.9 Miscellaneous.** If any provision is held unenforceable, the rest remains in effect. A failure to enforce a provision is not a waiver. The parties are independent contractors.
`;
