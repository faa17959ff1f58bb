/**
 * Where live dictation's audio goes, per engine: the server tells the browser which provider streams
 * (`/app-config.json` speech.provider), and the user may pick the browser's own recognition instead.
 */

/**
 * The providers a browser streams to: this app's /speech/listen, transcribing itself ('server', the embedded
 * engine) or passing the audio on to a transcription server its operator configured ('relay'); or Deepgram
 * or AssemblyAI directly, with their temporary tokens.
 */
export const LIVE_SPEECH_PROVIDERS = ['server', 'relay', 'deepgram', 'assemblyai'] as const;
export type LiveSpeechProvider = (typeof LIVE_SPEECH_PROVIDERS)[number];

/** The engines a user chooses between: the configured stream, or the browser's Web Speech API. */
export const DICTATION_ENGINES = ['stream', 'browser'] as const;
export type DictationEngine = (typeof DICTATION_ENGINES)[number];

/** AssemblyAI Universal Streaming (v3) parameters: 16 kHz little-endian 16-bit PCM, formatted turns. */
export const ASSEMBLYAI_STREAMING = {
  path: '/v3/ws',
  encoding: 'pcm_s16le',
  speechModel: 'universal-streaming-english',
  formatTurns: true,
} as const;

/** The name of each engine in the privacy step's choice. */
export const DICTATION_ENGINE_NAMES = {
  server: "This app's speech service",
  relay: "This app's speech service",
  deepgram: 'Deepgram',
  assemblyai: 'AssemblyAI',
  browser: "Your browser's speech recognition",
  none: 'No live transcription',
} as const;

/** Where the audio goes while dictating, said plainly, per engine (and for the browser, where it says it works). */
export const DICTATION_AUDIO_DESTINATION = {
  server: "Your voice is streamed to this app's server, which transcribes it itself. No other company receives it.",
  relay:
    "Your voice is streamed to this app's server, which passes it on to the transcription service chosen by whoever runs this app, and sends the words back.",
  deepgram:
    'Your voice is streamed from your browser to Deepgram, a speech-to-text company, which transcribes it and sends the words back.',
  assemblyai:
    'Your voice is streamed from your browser to AssemblyAI, a speech-to-text company, which transcribes it and sends the words back.',
  browserOnDevice:
    'Your browser transcribes your voice on this device: it says it does not send the audio anywhere to do so.',
  browserService:
    "Your browser sends your voice to its maker's speech service to transcribe it (Google's, in Chrome; Apple's, in Safari). This app does not control what that service keeps.",
  none: 'This server transcribes nothing live: you type the entry, and your recording is kept with it.',
} as const;

/** Whichever engine transcribes, the app records and keeps its own copy of the audio. */
export const DICTATION_RECORDING_KEPT =
  'Whichever engine transcribes, this app makes its own recording of your voice: it stays on this device until you submit the entry, then it is stored with it.';
