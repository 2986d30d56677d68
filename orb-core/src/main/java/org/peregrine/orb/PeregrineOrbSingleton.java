package org.peregrine.orb;

import java.applet.Applet;
import java.util.Properties;
import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORBPackage.InvalidName;
import org.peregrine.giop.cdr.CdrReader;
import org.peregrine.giop.cdr.CdrWriter;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.stream.StreamContext;
import org.peregrine.orb.typecode.TypeCodeServices;
import org.peregrine.valuetypes.ValueTypes;

/**
 * The singleton ORB returned by {@code ORB.init()}, selected with {@code
 * org.omg.CORBA.ORBSingletonClass=org.peregrine.orb.PeregrineOrbSingleton} (which initialising a
 * {@link PeregrineOrb} sets when nothing names another). The standard limits a singleton to
 * making TypeCodes, Anys and free streams (IDL-to-Java §1.21.9.2); this one makes those and
 * knows value factories. It owns no threads or connections; everything else raises
 * NO_IMPLEMENT.
 */
public final class PeregrineOrbSingleton extends OrbBase implements StreamContext {

    private final ValueTypes valueTypes = new ValueTypes(ValueTypes.DEFAULT_MAX_DEPTH);
    private final TypeCodeServices typeCodes = new TypeCodeServices(this::create_any);

    @Override
    protected void set_parameters(String[] args, Properties props) {
        // the singleton has no configuration
    }

    @Override
    protected void set_parameters(Applet app, Properties props) {
        // the singleton has no configuration
    }

    @Override
    StreamContext streamContext() {
        return this;
    }

    @Override
    public org.omg.CORBA.ORB orb() {
        return this;
    }

    @Override
    public void writeReference(CdrWriter writer, org.omg.CORBA.Object reference) {
        throw onlyFullOrb("Marshalling object references");
    }

    @Override
    public org.omg.CORBA.Object readReference(CdrReader reader, Class<?> stubClass) {
        throw onlyFullOrb("Unmarshalling object references");
    }

    @Override
    public ValueTypes valueTypes() {
        return valueTypes;
    }

    @Override
    public TypeCodeServices typeCodes() {
        return typeCodes;
    }

    private static org.omg.CORBA.SystemException onlyFullOrb(String what) {
        return SystemExceptions.of(org.peregrine.orb.error.OrbMinor.NOT_IMPLEMENTED, CompletionStatus.COMPLETED_NO,
                what + " on the singleton ORB (use ORB.init(args, props))");
    }

    @Override
    public String[] list_initial_services() {
        return new String[0];
    }

    @Override
    public org.omg.CORBA.Object resolve_initial_references(String name) throws InvalidName {
        throw new InvalidName(name + " (the singleton ORB has no initial references)");
    }

    @Override
    public String object_to_string(org.omg.CORBA.Object object) {
        throw onlyFullOrb("object_to_string");
    }

    @Override
    public org.omg.CORBA.Object string_to_object(String text) {
        throw onlyFullOrb("string_to_object");
    }

    @Override
    public void shutdown(boolean waitForCompletion) {
        throw onlyFullOrb("shutdown");
    }

    @Override
    public void destroy() {
        // nothing to release
    }
}
