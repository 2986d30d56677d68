package org.peregrine.poa;

import org.omg.CORBA.Any;
import org.omg.CORBA.BAD_OPERATION;
import org.omg.CORBA.ORB;
import org.omg.CORBA.ServerRequest;
import org.omg.PortableServer.DynamicImplementation;
import org.omg.PortableServer.POA;

/** A dynamic servant that breaks the ServerRequest's order in the way each operation names. */
class MisorderedServant extends DynamicImplementation {

    private final ORB orb;

    MisorderedServant(ORB orb) {
        this.orb = orb;
    }

    @Override
    public String[] _all_interfaces(POA poa, byte[] objectId) {
        return new String[] {"IDL:dynamic/Misordered:1.0"};
    }

    @Override
    public void invoke(ServerRequest request) {
        Any result = orb.create_any();
        result.insert_long(1);
        switch (request.operation()) {
            case "argumentsTwice" -> {
                request.arguments(orb.create_list(0));
                request.arguments(orb.create_list(0));
            }
            case "argumentsAfterException" -> {
                request.set_exception(unknownUserException());
                request.arguments(orb.create_list(0));
            }
            case "resultBeforeArguments" -> request.set_result(result);
            case "resultTwice" -> {
                request.arguments(orb.create_list(0));
                request.set_result(result);
                request.set_result(result);
            }
            case "ctxBeforeArguments" -> request.ctx();
            case "ctxTwice" -> {
                request.arguments(orb.create_list(0));
                request.ctx();
                request.ctx();
            }
            case "ctxAfterResult" -> {
                request.arguments(orb.create_list(0));
                request.set_result(result);
                request.ctx();
            }
            case "noArguments" -> { }
            case "notAnException" -> request.set_exception(result);
            default -> throw new BAD_OPERATION(request.operation());
        }
    }

    private Any unknownUserException() {
        Any exception = orb.create_any();
        exception.type(orb.create_exception_tc("IDL:dynamic/Odd:1.0", "Odd", new org.omg.CORBA.StructMember[0]));
        return exception;
    }
}
