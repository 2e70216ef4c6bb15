// The signature database the tests scan with, the same for the tests' own clamd
// (scripts/lib/clamd.mjs) and for the deployment's image run by the containers pass (mounted in
// place of what freshclam downloads: deploy/README.md). No signature download is possible here,
// and Debian's package ships none. Its signatures are the EICAR test file's, which every antivirus
// answers as a virus: its MD5 (an .hdb line: hash, size, name) and its text found anywhere in a
// file (an .ndb line), so that a PDF carrying it is a virus too; clamd adds `.UNOFFICIAL` to the
// name of a signature it did not get from ClamAV.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The EICAR test file: its MD5 (the file alone), and its text anywhere in a file (one inside a PDF). */
const EICAR = 'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';
const HASH_SIGNATURE = '44d88612fea8a8f36de82e1278abb02f:68:Horizon.Test.EICAR';
const BODY_SIGNATURE = `Horizon.Test.EICAR.Body:0:*:${Buffer.from(EICAR).toString('hex')}`;

/** Writes the test signatures into `dir` (an existing folder), readable by any user (a container's). */
export function writeTestSignatures(dir) {
  writeFileSync(join(dir, 'horizon-test.hdb'), `${HASH_SIGNATURE}\n`, { mode: 0o644 });
  writeFileSync(join(dir, 'horizon-test.ndb'), `${BODY_SIGNATURE}\n`, { mode: 0o644 });
}
