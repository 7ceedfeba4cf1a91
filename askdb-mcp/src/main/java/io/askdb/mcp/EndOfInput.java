package io.askdb.mcp;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.concurrent.CountDownLatch;

/**
 * An input stream that tells when it is used up: the stdio transport reads requests from it,
 * and the server stops once the client closes its end (end of input or a read error).
 */
final class EndOfInput extends FilterInputStream {
    private final CountDownLatch ended = new CountDownLatch(1);

    EndOfInput(InputStream in) {
        super(in);
    }

    @Override
    public int read() throws IOException {
        return seen(guarded(() -> super.read()));
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        return seen(guarded(() -> super.read(b, off, len)));
    }

    /** Blocks until the input has ended. */
    void await() throws InterruptedException {
        ended.await();
    }

    private int seen(int n) {
        if (n < 0) ended.countDown();
        return n;
    }

    private int guarded(Read read) throws IOException {
        try {
            return read.run();
        } catch (IOException e) {
            ended.countDown();
            throw e;
        }
    }

    private interface Read {
        int run() throws IOException;
    }
}
