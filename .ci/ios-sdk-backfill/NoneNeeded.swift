// Declarations of APIs newer than the iPhoneOS 16.5 SDK the real-SDK check uses, copied from
// the signatures and availability Apple documents, would go here (passed with --backfill;
// never run, never part of a build). None is needed today: the library uses nothing newer
// than the SDK. The file keeps the folder, so that `--backfill .ci/ios-sdk-backfill/*.swift`
// still names a file.
