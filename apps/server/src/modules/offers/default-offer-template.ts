// The letter every company starts with (created on first use of its templates).
export const DEFAULT_OFFER_TEMPLATE_NAME = 'Standard offer letter';

export const DEFAULT_OFFER_TEMPLATE_BODY = [
  '<p>Dear {{candidate_name}},</p>',
  '<p>We are delighted to offer you the position of <strong>{{opportunity_title}}</strong> at {{company_name}}.</p>',
  '<ul>',
  '<li>Start date: {{start_date}}</li>',
  '<li>Pay: {{pay}}</li>',
  '<li>Location: {{location}}</li>',
  '<li>Reporting to: {{manager}}</li>',
  '</ul>',
  '<p>This offer is open until {{expiry_date}}. To accept it, sign below with your full name.</p>',
  '<p>We look forward to working with you.</p>',
  '<p>{{company_name}}</p>',
].join('\n');
