// Starts the offline Firestore gRPC emulator on 127.0.0.1 and prints
// "firestore-emulator listening on 127.0.0.1:<port>" once it accepts connections.
// Usage: node start.mjs [port]   (port 0, the default, picks a free one)
import { ServerCredentials } from "@grpc/grpc-js";
import { FirestoreServer } from "@firestore-emulator/server";

const requested = Number.parseInt(process.argv[2] ?? "0", 10);
const emulator = new FirestoreServer();

// FirestoreServer.start() binds 0.0.0.0; the tests must not listen beyond loopback, so we
// bind its gRPC server ourselves (the same call start() makes, on another address).
const grpcServer = emulator.server;
grpcServer.bindAsync(
  `127.0.0.1:${requested}`,
  ServerCredentials.createInsecure(),
  (error, port) => {
    if (error) {
      console.error(`firestore-emulator failed to bind: ${error.message}`);
      process.exit(1);
    }
    console.log(`firestore-emulator listening on 127.0.0.1:${port}`);
  },
);

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    emulator.stop();
    process.exit(0);
  });
}
