package org.peregrine.orb.client;

import java.lang.reflect.InvocationTargetException;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.portable.ObjectImpl;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.giop.ior.Ior;
import org.peregrine.giop.ior.IorCodec;
import org.peregrine.orb.error.OrbMinor;
import org.peregrine.orb.spi.ObjectAdapter;
import org.peregrine.orb.spi.ProxiedReference;
import org.peregrine.valuetypes.SupportingValue;

/**
 * Converts between object references and IORs for one ORB. Every reference the ORB hands out is
 * an {@link ObjectImpl} whose delegate is a {@link ClientDelegate}, or stands for one (a {@link
 * ProxiedReference}). Thread-safe.
 */
public final class ObjectReferences {

    private final ClientContext context;

    public ObjectReferences(ClientContext context) {
        this.context = context;
    }

    /** A reference to {@code ior}, or {@code null} for the nil IOR. */
    public org.omg.CORBA.Object toObject(Ior ior) {
        return toObject(ior, null);
    }

    /**
     * A reference to {@code ior} as an instance of {@code stubClass} (a stub with a public
     * no-argument constructor), or a generic reference if {@code stubClass} is {@code null}.
     */
    public org.omg.CORBA.Object toObject(Ior ior, Class<?> stubClass) {
        if (ior.isNil()) {
            return null;
        }
        ObjectImpl reference = stubClass == null || !ObjectImpl.class.isAssignableFrom(stubClass)
                ? new GenericReference(ior.typeId())
                : instantiate(stubClass);
        reference._set_delegate(new ClientDelegate(context, ior));
        return reference;
    }

    private static ObjectImpl instantiate(Class<?> stubClass) {
        try {
            return (ObjectImpl) stubClass.getDeclaredConstructor().newInstance();
        } catch (InstantiationException | IllegalAccessException | InvocationTargetException
                | NoSuchMethodException e) {
            throw SystemExceptions.of(OrbMinor.STUB_INSTANTIATION, CompletionStatus.COMPLETED_NO, e,
                    stubClass.getName());
        }
    }

    /**
     * The IOR of a reference made by this ORB, or of a value that supports an interface (which is
     * activated the first time); the nil IOR for {@code null}.
     */
    public Ior toIor(org.omg.CORBA.Object reference) {
        if (reference == null) {
            return Ior.NIL;
        }
        if (reference instanceof SupportingValue value) {
            reference = valueReference(value);
        } else if (reference instanceof ProxiedReference proxied) {
            reference = proxied.reference();
        }
        if (reference instanceof ObjectImpl impl) {
            try {
                if (impl._get_delegate() instanceof ClientDelegate delegate) {
                    return delegate.ior();
                }
            } catch (org.omg.CORBA.BAD_OPERATION e) {
                // no delegate: a servant-side object not yet activated; fall through
            }
        }
        throw SystemExceptions.of(OrbMinor.NOT_A_PEREGRINE_OBJECT, CompletionStatus.COMPLETED_NO,
                reference.getClass().getName());
    }

    /** The reference of a value passed as an object (Spiegel §2.3), made by the ORB's adapter. */
    private org.omg.CORBA.Object valueReference(SupportingValue value) {
        ObjectAdapter adapter = context.adapter();
        if (adapter == null) {
            throw SystemExceptions.of(OrbMinor.NO_OBJECT_ADAPTER, CompletionStatus.COMPLETED_NO);
        }
        return adapter.referenceTo(value);
    }

    /** Writes a reference's IOR. */
    public void write(CdrWriter writer, org.omg.CORBA.Object reference) {
        IorCodec.write(writer, toIor(reference));
    }

    /** Reads an IOR and makes its reference. */
    public org.omg.CORBA.Object read(CdrReader reader, Class<?> stubClass) {
        return toObject(IorCodec.read(reader), stubClass);
    }
}
