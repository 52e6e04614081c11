// electron-builder afterPack hook: flips Electron's fuses in the packed binary, before signing, so
// the installed app cannot be turned into a plain Node runtime or opened to a debugger.
import { join } from 'node:path';
import { flipFuses, FuseV1Options, FuseVersion } from '@electron/fuses';

/** The fuse settings PassDesk ships with. */
export function passdeskFuses(platform) {
  return {
    version: FuseVersion.V1,
    // An arm64 macOS binary must stay signed after the flip, even before the real signature.
    resetAdHocDarwinSignature: platform === 'darwin',
    [FuseV1Options.RunAsNode]: false,
    [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
    [FuseV1Options.EnableNodeCliInspectArguments]: false,
    [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
    [FuseV1Options.OnlyLoadAppFromAsar]: true,
    [FuseV1Options.EnableCookieEncryption]: true,
    [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
  };
}

/** Where the Electron executable sits inside the packed app, per platform. */
export function packedExecutable({ appOutDir, platform, productFilename, executableName }) {
  if (platform === 'darwin')
    return join(appOutDir, `${productFilename}.app`, 'Contents', 'MacOS', productFilename);
  if (platform === 'win32') return join(appOutDir, `${productFilename}.exe`);
  return join(appOutDir, executableName);
}

export default async function afterPack(context) {
  const platform = context.electronPlatformName;
  const info = context.packager.appInfo;
  const executable = packedExecutable({
    appOutDir: context.appOutDir,
    platform,
    productFilename: info.productFilename,
    executableName: context.packager.executableName ?? info.productFilename,
  });
  await flipFuses(executable, passdeskFuses(platform));
  console.log(`fuses set on ${executable}`);
}
