import { COMPANY_LEGAL_NAME, PRODUCT_NAME } from '@/constants/brand';
import { LEGAL_EMAIL } from '../catalog';

export const websiteTermsOfUse = `
These terms apply to your use of the ${PRODUCT_NAME} websites, including this site, our blog, resource hub and help centre (the **"Sites"**), operated by ${COMPANY_LEGAL_NAME}. Your use of the ${PRODUCT_NAME} service itself is governed by the [SaaS Services Agreement](/legal/saas-services-agreement) instead.

## 1. Using the Sites

You may browse the Sites and download our resources for your own information and internal business use. You may not copy, republish or sell content from the Sites except as these terms allow, scrape them by automated means beyond what our robots.txt file permits, or use them in a way that could damage or overload them.

## 2. Content and trademarks

The Sites and their content, including text, illustrations, reports and software, belong to ${PRODUCT_NAME} or its licensors and are protected by copyright and other laws. You may quote short excerpts from our blog posts and reports with attribution and a link to the source. "${PRODUCT_NAME}" and our logos are trademarks of ${COMPANY_LEGAL_NAME}; you may not use them in a way that suggests endorsement without our written permission.

Customer names, logos and quotations appear with the permission of the customers concerned. Statistics we publish describe the results of the customers or surveys named, and your results may differ.

## 3. Information you submit

When you submit a form on the Sites, you confirm that the information is accurate and that you are entitled to give it to us. We handle it as described in our [Privacy Notice](/legal/privacy-notice). By submitting a form you accept these terms and the Privacy Notice.

## 4. Links to other sites

The Sites link to websites we do not control, such as integration partners' pages. We are not responsible for their content or practices.

## 5. Disclaimer and liability

The Sites are provided for general information and "as is". We work to keep them accurate and available but do not guarantee that they are complete, current or uninterrupted. To the extent the law permits, we are not liable for any loss arising from your use of the Sites. Nothing in these terms limits liability that cannot be limited by law.

## 6. Changes and governing law

We may update these terms by posting a new version on this page. These terms are governed by the laws of the State of California, without regard to its conflict-of-laws rules, unless the law of your country of residence gives you the right to rely on its laws and courts.

## 7. Contact

Questions about these terms can be sent to ${LEGAL_EMAIL}.
`;
