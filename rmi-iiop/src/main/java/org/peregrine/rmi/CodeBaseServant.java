package org.peregrine.rmi;

import org.omg.CORBA.CompletionStatus;
import org.omg.CORBA.ORB;
import org.omg.CORBA.portable.InputStream;
import org.omg.CORBA.portable.OutputStream;
import org.omg.CORBA.portable.ResponseHandler;
import org.omg.PortableServer.POA;
import org.omg.PortableServer.Servant;
import org.peregrine.giop.error.GiopMinor;
import org.peregrine.giop.error.SystemExceptions;
import org.peregrine.orb.spi.OperationDispatcher;
import org.peregrine.orb.spi.OperationName;
import org.peregrine.valuetypes.ClassLoading;
import org.peregrine.valuetypes.ValueMinor;
import org.peregrine.valuetypes.rmi.RmiRepositoryId;
import org.peregrine.valuetypes.rmi.ValueDescription;

/**
 * This ORB's SendingContext {@code CodeBase} (CORBA 3.0 §15.7.1, {@code
 * IDL:omg.org/SendingContext/CodeBase:1.0}): describes the local version of a Java class to a
 * peer whose version differs ({@code meta}, {@code metas}, {@code bases}); it names no codebase
 * URLs (Peregrine loads no classes from the network) and has no interface repository. A class
 * that cannot be found here is a MARSHAL naming it.
 */
final class CodeBaseServant extends Servant implements OperationDispatcher {

    private static final String[] IDS = {"IDL:omg.org/SendingContext/CodeBase:1.0",
        "IDL:omg.org/SendingContext/RunTime:1.0"};

    private final ORB orb;

    CodeBaseServant(ORB orb) {
        this.orb = orb;
    }

    @Override
    public boolean dispatch(OperationName operation, Object servant, InputStream arguments, ResponseHandler handler) {
        org.omg.CORBA_2_3.portable.InputStream in = (org.omg.CORBA_2_3.portable.InputStream) arguments;
        if (operation.contentEquals("meta")) {
            String id = in.read_string();
            describe(id).write((org.omg.CORBA_2_3.portable.OutputStream) handler.createReply());
        } else if (operation.contentEquals("metas")) {
            String[] ids = readIds(in);
            org.omg.CORBA_2_3.portable.OutputStream out =
                    (org.omg.CORBA_2_3.portable.OutputStream) handler.createReply();
            out.write_ulong(ids.length);
            for (String id : ids) {
                describe(id).write(out);
            }
        } else if (operation.contentEquals("bases")) {
            String id = in.read_string();
            writeIds(handler.createReply(), bases(id));
        } else if (operation.contentEquals("implementation") || operation.contentEquals("implementationx")) {
            in.read_string();
            handler.createReply().write_string(""); // no codebase URL: no classes from the network
        } else if (operation.contentEquals("implementations")) {
            writeIds(handler.createReply(), new String[readIds(in).length]);
        } else if (operation.contentEquals("get_ir")) {
            handler.createReply().write_Object(null);
        } else {
            return false;
        }
        return true;
    }

    private ValueDescription describe(String id) {
        return ValueDescription.of(localClass(id), orb);
    }

    /** The ids of the Serializable superclasses of {@code id}'s class, the topmost first. */
    private String[] bases(String id) {
        java.util.List<String> bases = new java.util.ArrayList<>();
        for (ValueDescription level = describe(id); !level.baseId().isEmpty(); level = describe(level.baseId())) {
            bases.add(0, level.baseId());
        }
        return bases.toArray(new String[0]);
    }

    private static Class<?> localClass(String id) {
        String name = RmiRepositoryId.parse(id).className();
        try {
            return ClassLoading.load(name);
        } catch (ClassNotFoundException e) {
            throw SystemExceptions.of(ValueMinor.CLASS_NOT_FOUND, CompletionStatus.COMPLETED_NO, e, name, id, "");
        }
    }

    private static String[] readIds(InputStream in) {
        int count = in.read_ulong();
        if (count < 0) {
            throw SystemExceptions.of(GiopMinor.SEQUENCE_LENGTH, CompletionStatus.COMPLETED_NO,
                    Integer.toUnsignedLong(count), 1, 0);
        }
        java.util.List<String> ids = new java.util.ArrayList<>(Math.min(count, 16));
        for (int i = 0; i < count; i++) {
            ids.add(in.read_string());
        }
        return ids.toArray(new String[0]);
    }

    private static void writeIds(OutputStream out, String[] ids) {
        out.write_ulong(ids.length);
        for (String id : ids) {
            out.write_string(id == null ? "" : id);
        }
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return IDS.clone();
    }
}
