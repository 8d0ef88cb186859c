export interface ClipartIndexEntry {
  /** Twemoji's file name, without .svg. */
  id: string;
  name: string;
  tags: string[];
  /** emojibase's group number: the shelf. */
  group: number;
}

export declare const clipartGroups: (string | null)[];
export declare function clipartIndex(nodeModules: string): ClipartIndexEntry[];
