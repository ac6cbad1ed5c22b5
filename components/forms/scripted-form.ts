/**
 * The attributes of every form the site sends by script (onSubmit: checked in the browser, with the
 * GOV.UK error summary, then posted to /_api). `noValidate`: the script shows the errors, not the
 * browser's bubbles. `method="post"`: without JavaScript the browser submits the form itself, to
 * the page's own address, which shows the page again with its note that the form needs JavaScript;
 * a GET would put a visitor's name, e-mail or ID number into the address, the history and the
 * server's logs.
 */
export const scriptedForm = { method: 'post', noValidate: true } as const;
