// The local runtime (npm start) registers the site it serves here, so a publish asked for by an
// admin function in the same process can build a new dist/ folder and swap it in.
export type LocalSite = {
  root: string;
  /** The folder served now. */
  distDir: () => string;
  /** Serve this folder from now on (requests already running finish on the old one). */
  useDist: (dir: string) => Promise<void>;
};

let registered: LocalSite | undefined;

export function registerLocalSite(site: LocalSite | undefined): void {
  registered = site;
}

export const localSite = (): LocalSite | undefined => registered;
