import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attachmentDisposition, safeDownloadName } from '../../src/domain/download-name.js';

describe('the name a file is saved under', () => {
  for (const [name, mime, saved] of [
    ['bank-statement.pdf.cmd', 'application/pdf', 'bank-statement.pdf.cmd.pdf'],
    ['passport.hta', 'image/png', 'passport.hta.png'],
    ['certificate.html', 'application/pdf', 'certificate.html.pdf'],
    ['scan.exe ', 'image/jpeg', 'scan.exe .jpg'],
    ['statement.PDF', 'application/pdf', 'statement.PDF'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.jpg', 'image/jpeg', 'photo.jpg'],
    ['scan.tif', 'image/tiff', 'scan.tif'],
    ['photo.png', 'image/jpeg', 'photo.png.jpg'],
    ['.pdf', 'application/pdf', '.pdf.pdf'],
    ['file', 'image/webp', 'file.webp'],
    ['x.pdf', 'application/x-unknown', 'x.pdf.bin'],
  ] as const) {
    it(`${JSON.stringify(name)} holding ${mime} → ${JSON.stringify(saved)}`, () => {
      assert.equal(safeDownloadName(name, mime), saved);
    });
  }

  it('stays within 255 characters and never splits a character', () => {
    const saved = safeDownloadName(`${'ä'.repeat(300)}.cmd`, 'application/pdf');
    assert.equal([...saved].length, 255);
    assert.ok(saved.endsWith('ä.pdf'));
  });

  it('writes an RFC 5987 filename* that a parser reads back exactly', () => {
    const header = attachmentDisposition("it's (März) *.pdf");
    assert.equal(
      header,
      `attachment; filename="it's (M_rz) *.pdf"; filename*=UTF-8''it%27s%20%28M%C3%A4rz%29%20%2A.pdf`,
    );
    const exact = /filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '';
    assert.match(exact, /^[A-Za-z0-9!#$&+\-.^_`|~%]+$/, 'only attr-char and percent escapes');
    assert.equal(decodeURIComponent(exact), "it's (März) *.pdf");
    assert.equal(
      attachmentDisposition('a"b\\c%d.pdf'),
      `attachment; filename="a_b_c_d.pdf"; filename*=UTF-8''a%22b%5Cc%25d.pdf`,
    );
  });
});
