package io.askdb.store;

import io.askdb.history.HistoryEntry;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BooleanSupplier;
import javax.sql.DataSource;

/**
 * Writes history entries through one kept connection, committing the entries of concurrent
 * callers together (group commit). A caller queues its entry; when no batch is being written it
 * becomes the flusher and writes every queued entry in one transaction, otherwise it waits for the
 * running batch to end and returns at once when that batch held its entry (waiting on a condition,
 * not on the lock, so a finished caller never waits for the next batch). This replaces one connection and one commit (one
 * fsync, and on SQLite one fight for the write lock with busy-timeout sleeps) per question with one
 * of each per batch: under 32 concurrent clients SQLite spent most of each answer waiting for the
 * lock.
 *
 * <p>Between batches the connection is in auto-commit mode, so it holds no lock (sqlite-jdbc begins
 * a new transaction, and with IMMEDIATE takes the write lock, right after each commit while
 * auto-commit is off). When a batch fails, its entries are written again one transaction each, so a bad entry fails
 * only its own caller; a failed connection is closed and opened afresh for the next batch.
 */
final class BatchWriter {
    /** The most entries one transaction holds. */
    static final int MAX_BATCH = 256;

    private final DataSource dataSource;
    private final BooleanSupplier stillThere;
    private final ConcurrentLinkedQueue<Pending> queue = new ConcurrentLinkedQueue<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition flushed = lock.newCondition();
    /** True while one caller writes a batch; guarded by lock. */
    private boolean flushing;
    /** Used only by the caller that is flushing. */
    private Connection connection;

    /**
     * @param dataSource opens the writer's connection
     * @param stillThere false when the kept connection must not be used again (a SQLite file that was
     *                   deleted: the open connection would go on writing into the unlinked file)
     */
    BatchWriter(DataSource dataSource, BooleanSupplier stillThere) {
        this.dataSource = dataSource;
        this.stillThere = stillThere;
    }

    /**
     * @return the entry's id
     * @throws SQLException when the entry could not be written
     */
    long write(HistoryEntry entry) throws SQLException {
        Pending mine = new Pending(entry);
        queue.add(mine);
        lock.lock();
        try {
            while (!mine.done) {
                if (flushing) {
                    flushed.awaitUninterruptibly();
                    continue;
                }
                flushing = true;
                lock.unlock();
                try {
                    flush();
                } finally {
                    lock.lock();
                    flushing = false;
                    flushed.signalAll();
                }
            }
        } finally {
            lock.unlock();
        }
        if (mine.failure != null) throw mine.failure;
        return mine.id;
    }

    private void flush() {
        List<Pending> batch = new ArrayList<>();
        for (Pending p = queue.poll(); p != null; p = batch.size() < MAX_BATCH ? queue.poll() : null) batch.add(p);
        if (batch.isEmpty()) return;
        try {
            insert(batch);
        } catch (SQLException | RuntimeException batchFailure) {
            for (Pending p : batch) {
                try {
                    insert(List.of(p));
                } catch (SQLException e) {
                    p.fail(e);
                } catch (RuntimeException e) {
                    p.fail(new SQLException(e.getMessage(), e));
                }
            }
        } catch (Error e) {
            for (Pending p : batch) if (!p.done) p.fail(new SQLException(e.toString(), e));
            throw e;
        }
    }

    private void insert(List<Pending> batch) throws SQLException {
        Connection c = connection();
        try {
            c.setAutoCommit(false);
            long[] ids = new long[batch.size()];
            for (int i = 0; i < ids.length; i++) ids[i] = HistoryTables.insert(c, batch.get(i).entry);
            c.commit();
            c.setAutoCommit(true);
            for (int i = 0; i < ids.length; i++) batch.get(i).succeed(ids[i]);
        } catch (SQLException | RuntimeException e) {
            discard(c, e);
            throw e;
        }
    }

    private Connection connection() throws SQLException {
        if (connection != null && !stillThere.getAsBoolean()) discard(connection, new SQLException("the store was removed"));
        if (connection == null) connection = dataSource.getConnection();
        return connection;
    }

    /** Rolls back and closes a connection whose transaction failed; the next batch opens a new one. */
    private void discard(Connection c, Exception failure) {
        connection = null;
        try (c) {
            c.rollback();
        } catch (SQLException closeFailure) {
            failure.addSuppressed(closeFailure);
        }
    }

    private static final class Pending {
        final HistoryEntry entry;
        volatile boolean done;
        long id;
        SQLException failure;

        Pending(HistoryEntry entry) {
            this.entry = entry;
        }

        void succeed(long value) {
            id = value;
            done = true;
        }

        void fail(SQLException e) {
            failure = e;
            done = true;
        }
    }
}
