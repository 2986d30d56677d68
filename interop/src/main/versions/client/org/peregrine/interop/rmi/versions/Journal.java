package org.peregrine.interop.rmi.versions;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;

/**
 * The client's version of a custom-marshaled class: its {@code writeObject} writes the default
 * fields, which differ between the versions, then data of its own, which its {@code readObject}
 * reads back.
 */
public final class Journal implements Serializable {

    private static final long serialVersionUID = 1L;

    String title;

    // only in the client's version
    int clientEdition;

    transient int pages;
    transient String signature;
    transient Entry appendix;

    private void writeObject(ObjectOutputStream out) throws IOException {
        out.defaultWriteObject();
        out.writeInt(pages);
        out.writeUTF(signature);
        out.writeObject(appendix);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        in.defaultReadObject();
        pages = in.readInt();
        signature = in.readUTF();
        appendix = (Entry) in.readObject();
    }
}
