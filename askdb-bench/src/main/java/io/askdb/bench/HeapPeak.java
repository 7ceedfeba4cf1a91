package io.askdb.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;

/**
 * The {@code memory} row: the heap high-water mark of the run, as the sum of the peak usage of
 * every heap memory pool since {@link #reset}. Pools peak at different moments, so the sum is an
 * upper bound of the true heap peak (and includes garbage not yet collected).
 */
final class HeapPeak {
    static final String NAME = "memory";
    static final String UNIT = "MB";

    private HeapPeak() {
    }

    /** Resets the peak of every heap pool to its current usage. */
    static void reset() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid()) pool.resetPeakUsage();
        }
    }

    /** @return the sum of heap pools' peak usage since the last reset, in MB (2^20 bytes) */
    static double peakMegabytes() {
        long bytes = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.isValid() && pool.getPeakUsage() != null) {
                bytes += pool.getPeakUsage().getUsed();
            }
        }
        return bytes / (1024.0 * 1024.0);
    }

    /** @return the one-sample row of the peak so far */
    static BenchRow row() {
        double mb = Math.round(peakMegabytes() * 10) / 10.0;
        long max = Runtime.getRuntime().maxMemory() >> 20;
        return new BenchRow(NAME, UNIT, 1, mb, mb, "sum of heap pools' peak usage during the run (max heap " + max + " MB)");
    }
}
