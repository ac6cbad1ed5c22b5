/** A valid mailbox suggestion (without its captcha answer), as a visitor would fill it in. */
export const validSuggestion = {
  name: 'Chen Mei-ling',
  email: 'mei@example.com',
  phone: '0423312678',
  subject: 'Trail signs',
  message: 'The sign at the Shishan trail fork has faded.',
  consent: true,
};
