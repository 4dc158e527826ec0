/**
 * Fifty cross-site scripting payloads, as an attacker would type them into any text the shop
 * takes (a review, a product's name, a user name, an address line). Each is made so that, if it
 * ever ran, it calls `window.__xss(n)` (or opens a dialog), and so that any element it would
 * create carries the attribute `data-xss`: a page that turned one into markup is caught even
 * where the content security policy stopped the script.
 *
 * Every payload fits in 48 characters, so two fit in a 100-character field (a name, a city)
 * and one in a user name (50).
 */
export const XSS_PAYLOAD_MAX = 48;

export const XSS_PAYLOADS: readonly string[] = [
  // Tags that run a handler on their own.
  '<script data-xss>__xss(1)</script>',
  '<img data-xss src=x onerror=__xss(2)>',
  '<svg data-xss onload=__xss(3)>',
  '<body data-xss onload=__xss(4)>',
  '<iframe data-xss src=javascript:parent.__xss(5)>',
  '<details data-xss open ontoggle=__xss(6)>',
  '<video data-xss src=x onerror=__xss(7)>',
  '<audio data-xss src=x onerror=__xss(8)>',
  '<input data-xss autofocus onfocus=__xss(9)>',
  '<select data-xss autofocus onfocus=__xss(10)>',
  '<textarea data-xss autofocus onfocus=__xss(11)>',
  '<marquee data-xss onstart=__xss(12)>',
  '<iframe data-xss onload=__xss(13)>',
  '<svg><script data-xss>__xss(14)</script>',
  '<svg><set data-xss onbegin=__xss(15) to=1>',
  '[hover me](javascript:__xss(16))',
  // javascript: URLs in attributes (and in a markdown link).
  '<a data-xss href="javascript:__xss(17)">go</a>',
  '<object data-xss data="javascript:__xss(18)">',
  '<embed data-xss src=javascript:__xss(19)>',
  '<form data-xss action=javascript:__xss(20)>',
  '<base data-xss href="javascript:__xss(21)//">',
  'javascript:__xss(22)',
  '&#106;avascript:__xss(23)',
  // Breaking out of an attribute, a <title>, a <textarea>, a <script> (JSON-LD), a <style>.
  '"><img data-xss src=x onerror=__xss(24)>',
  "'><svg data-xss onload=__xss(25)>",
  '" onmouseover="__xss(26)" data-xss="',
  "' onfocus='__xss(27)' autofocus data-xss='",
  '</script><script data-xss>__xss(28)</script>',
  '</title><img data-xss src=x onerror=__xss(29)>',
  '</textarea><svg data-xss onload=__xss(30)>',
  '</style><svg data-xss onload=__xss(31)>',
  '</noscript><img data-xss src onerror=__xss(32)>',
  '"-__xss(33)-"',
  "';__xss(34);//",
  // Encodings a careless decoder would turn back into markup.
  '&lt;img data-xss src=x onerror=__xss(35)&gt;',
  '&#60;svg data-xss onload=__xss(36)&#62;',
  '%3Csvg data-xss onload=__xss(37)%3E',
  '\\u003csvg data-xss onload=__xss(38)\\u003e',
  '<img data-xss src=x onerror=&#95;&#95;xss(39)>',
  '\uFF1Csvg data-xss onload=__xss(40)\uFF1E',
  // Template and replacement-pattern forms.
  "{{constructor.constructor('__xss(41)')()}}",
  '${__xss(42)}',
  '$& <svg data-xss onload=__xss(43)>',
  "$' <svg data-xss onload=__xss(44)>",
  '$` <svg data-xss onload=__xss(45)>',
  // Parser quirks, CSS, and a plain dialog.
  '<IMG DATA-XSS SRC=x OnErRoR=__xss(46)>',
  '<img/data-xss/src/onerror=__xss(47)>',
  '<!--><img data-xss src=x onerror=__xss(48)>',
  '<p data-xss style=x:expression(__xss(49))>',
  '<img data-xss src=x onerror=alert(50)>',
];
