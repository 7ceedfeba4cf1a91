package io.askdb.pipeline;

import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectOutput;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.bsc.langgraph4j.serializer.StateSerializer;

/**
 * LangGraph4j clones the state after every node by writing and reading it back through the
 * graph's {@link StateSerializer} (Java serialization by default). askdb's state values are
 * immutable records (catalogs, result tables) that are neither serializable nor cheap to copy, so
 * this serializer passes the map by reference: {@code writeData} parks a shallow copy under a
 * ticket and {@code readData} takes it back, and {@link #cloneObject(AskState)} copies the map
 * directly. Cloning is therefore a shallow copy, which is exact for immutable values. It does not support checkpoint savers, which askdb does not use.
 */
final class ShallowStateSerializer extends StateSerializer<AskState> {
    private static final Map<Long, Map<String, Object>> PARKED = new ConcurrentHashMap<>();
    private static final AtomicLong TICKETS = new AtomicLong();

    ShallowStateSerializer() {
        super(AskState::new);
    }

    /**
     * Clones a state as a shallow copy of its map, without the byte round trip LangGraph4j's
     * default clone takes (an ObjectOutputStream and an ObjectInputStream per node and per edge).
     */
    @Override
    public AskState cloneObject(AskState state) {
        return new AskState(new HashMap<>(state.data()));
    }

    @Override
    public void writeData(Map<String, Object> data, ObjectOutput out) throws IOException {
        long ticket = TICKETS.incrementAndGet();
        PARKED.put(ticket, new HashMap<>(data));
        out.writeLong(ticket);
    }

    @Override
    public Map<String, Object> readData(ObjectInput in) throws IOException {
        long ticket = in.readLong();
        Map<String, Object> data = PARKED.remove(ticket);
        if (data == null) throw new IOException("askdb agent state " + ticket + " was already read or never written");
        return data;
    }
}
