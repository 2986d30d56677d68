package org.peregrine.orb.stream;

import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.peregrine.giop.message.ServiceContext;
import org.peregrine.valuetypes.rmi.SenderClasses;

/**
 * The SendingContext {@code CodeBase}s of one connection (CORBA 3.0 §15.7.1): the one the peer
 * named in the SendingContextRunTime context of one of its messages (the GlassFish ORB names it in
 * the first request and the first reply of each connection), through which values of classes that
 * differ here are read; and this ORB's, named once in a message to an RMI-IIOP peer. Thread-safe.
 */
public final class CodeBaseExchange {

    private final StreamContext streams;
    private volatile SenderClasses peer;
    private final AtomicBoolean named = new AtomicBoolean();

    public CodeBaseExchange(StreamContext streams) {
        this.streams = streams;
    }

    /** Takes the peer's {@code CodeBase} from a message's contexts, if they name one and it named none before. */
    public void received(List<ServiceContext> contexts) {
        if (peer != null) {
            return;
        }
        for (int i = 0; i < contexts.size(); i++) { // indexed: no iterator per message
            ServiceContext context = contexts.get(i);
            if (context.id() == ServiceContext.SENDING_CONTEXT_RUN_TIME) {
                peer = streams.senderClasses(context.data());
                return;
            }
        }
    }

    /** What the peer says of its classes, or {@code null} if it named no {@code CodeBase} yet. */
    public SenderClasses peer() {
        return peer;
    }

    /**
     * This ORB's SendingContextRunTime context, for the first message to an RMI-IIOP peer on the
     * connection to carry; {@code null} after, or if this ORB names no {@code CodeBase}.
     */
    public ServiceContext toName() {
        return named.get() || !named.compareAndSet(false, true) ? null : streams.sendingContext();
    }
}
